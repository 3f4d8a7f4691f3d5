/**
 * Pure helpers of the bench's main-thread figure: how long a page's own JavaScript ran, from a
 * V8 CPU profile (Chrome DevTools Protocol `Profiler.stop`). No browser: tested in
 * profile.test.ts.
 */

/**
 * The self time, in ms, of every function whose script came from `origin` (the page's own
 * scripts, the inline ones included: their URL is the page's), in total and per script URL.
 * Sample i lasts until sample i + 1 (`timeDeltas[i + 1]`, in µs), as DevTools counts it; the
 * last sample lasts until the profile's end. Idle, program, garbage collection and other
 * origins' scripts are not counted.
 */
export function jsSelfTime(profile, origin) {
  const urlOf = new Map(profile.nodes.map((node) => [node.id, node.callFrame.url]));
  const prefix = `${origin}/`;
  const byUrl = new Map();
  let total = 0;
  const { samples, timeDeltas } = profile;
  let time = profile.startTime;
  const times = timeDeltas.map((delta) => (time += delta));
  for (let index = 0; index < samples.length; index += 1) {
    const url = urlOf.get(samples[index]) ?? '';
    if (url !== origin && !url.startsWith(prefix)) continue;
    const end = index + 1 < times.length ? times[index + 1] : profile.endTime;
    const ms = Math.max(0, end - times[index]) / 1000;
    total += ms;
    const key = url.slice(origin.length) || '/';
    byUrl.set(key, (byUrl.get(key) ?? 0) + ms);
  }
  return { total, byUrl };
}
