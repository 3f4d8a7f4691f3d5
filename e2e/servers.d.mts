export const APP_PORT: number;
export const APP_ORIGIN: string;
export const BUILD_DIR: string;
export const STAND_IN_PORT: number;
export const THIRD_PARTY_SCRIPTS: { supportChat: string; sessionReplay: string };
export const BUILD_ENV: Record<string, string>;
