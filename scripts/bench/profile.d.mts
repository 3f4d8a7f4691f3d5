/** Types of profile.mjs (plain JS so that `node scripts/bench.mjs` runs it as it is). */
export type CpuProfile = {
  nodes: readonly { id: number; callFrame: { url: string } }[];
  startTime: number;
  endTime: number;
  samples: readonly number[];
  timeDeltas: readonly number[];
};

export function jsSelfTime(
  profile: CpuProfile,
  origin: string,
): { total: number; byUrl: Map<string, number> };
