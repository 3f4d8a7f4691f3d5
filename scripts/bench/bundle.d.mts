/** Types of bundle.mjs (plain JS so that `node scripts/bench.mjs` runs it as it is). */
export type ChunkInfo = {
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: readonly string[];
  dynamicImports?: readonly string[];
  modules?: Record<string, { renderedLength?: number }>;
};
export type Part = { label: string; bytes: number };
export type ChunkKind = 'initial' | 'lazy' | 'mockOnly';
export type Budgets = {
  bytesRatio: Record<string, number>;
  lazyChunkBytes: number;
  searchMs: number;
  mainThreadRatio: Record<string, number>;
};

export function gzipSize(code: string | Uint8Array): number;
export function kb(bytes: number): string;
export function moduleLabel(id: string, root?: string): string;
export function groupLabel(id: string, root?: string): string;
export function attributeChunk(
  chunk: Pick<ChunkInfo, 'fileName' | 'modules'>,
  gzipBytes: number,
  label: (id: string) => string,
): Part[];
export function topByLabel(parts: readonly Part[], count: number): Part[];
export function classifyChunks(
  chunks: readonly ChunkInfo[],
  options: { isMockModule: (id: string) => boolean; isStartModule?: (id: string) => boolean },
): Map<string, ChunkKind>;
export type NamedPart = { name: string; pattern: RegExp };
export const HEAVY_MODULES: readonly NamedPart[];
export const ON_REQUEST_MODULES: Record<string, readonly NamedPart[]>;
export function heavyModulesIn(
  chunks: readonly Pick<ChunkInfo, 'modules'>[],
  parts?: readonly NamedPart[],
): string[];
export const BUDGETS: Budgets;
export function brokenBudgets(input: {
  bareBytes: number;
  routes: readonly { key: string; route: string; bytes: number; heavy: readonly string[] }[];
  lazyChunks: readonly { fileName: string; bytes: number }[];
  budgets?: Budgets;
}): string[];
export function brokenMainThreadBudgets(input: {
  bareMs: number;
  routes: readonly { key: string; route: string; ms: number }[];
  budgets?: Budgets;
}): string[];
