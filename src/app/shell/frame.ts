/**
 * The dashboard's frame: the classes its layout (dashboard-layout.tsx, app-header.tsx) and the
 * frame shown while the session is checked (session-check-frame.tsx) share, so that one takes
 * the other's place without a jump.
 */
export const HEADER =
  'sticky top-0 z-20 flex h-14 shrink-0 items-center gap-1 border-b bg-card/95 px-2 backdrop-blur supports-[backdrop-filter]:bg-card/80 sm:gap-2 sm:px-4';
export const HEADER_TITLE = 'min-w-0 flex-1 truncate text-base font-semibold sm:text-lg';
/** The page's area below the header. */
export const CONTENT = 'flex flex-1 flex-col p-4 sm:p-6';
