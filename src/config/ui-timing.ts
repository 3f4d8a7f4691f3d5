/**
 * The spec's two UI timings (§9 of both documents), in one place: a loading state, once shown,
 * stays at least 0.5 s so the page does not flicker; a modal that closes itself does so after 5 s.
 */
export const LOADING_MINIMUM_MS = 500;
export const MODAL_AUTO_CLOSE_MS = 5_000;
