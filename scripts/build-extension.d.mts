/** Packages the simulated extension; returns the unpacked extension's folder. */
export function buildExtension(outDir?: string): string;
