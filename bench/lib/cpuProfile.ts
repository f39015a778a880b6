/** Reading a CDP CPU profile of a page (bench/tools/list-profile.ts, page-profile.ts). */
export type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
export type CpuProfile = { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[]; startTime: number };

/** `function file:line`, the file named from /assets/ on. */
export const frameKey = (n: ProfileNode) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/^.*\/assets\//, '')}:${n.callFrame.lineNumber}`;

/** Each sample's node and time (µs), with the node's stack, innermost first. */
export function samplesOf(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let at = profile.startTime;
  return (profile.samples ?? []).map((id, i) => {
    const dt = profile.timeDeltas![i];
    at += dt;
    const stack: ProfileNode[] = [];
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) stack.push(byId.get(n)!);
    return { node: stack[0], at, dt, stack };
  });
}

/** Self and inclusive time (µs) per frame; a frame counts once per sample however often it recurs. */
export function frameTimes(profile: CpuProfile, skip: (n: ProfileNode) => boolean = () => false) {
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  for (const { node, dt, stack } of samplesOf(profile)) {
    if (skip(node)) continue;
    total += dt;
    self.set(frameKey(node), (self.get(frameKey(node)) ?? 0) + dt);
    for (const k of new Set(stack.map(frameKey))) inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
  }
  return { self, inclusive, total };
}

/** The `n` heaviest frames of a frameTimes table, one per line: `   123 ms  function file:line`. */
export function topFrames(times: Map<string, number>, n: number, indent = ''): string {
  return [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${indent}${String(Math.round(v / 1000)).padStart(6)} ms  ${k}`)
    .join('\n');
}

/** A stretch of main-thread work: busy samples joined across idle gaps shorter than `gapUs`. */
export type BusyRun = { start: number; end: number; frames: Map<string, number> };

/**
 * The profile's busy stretches longer than `longUs` (the long tasks, as seen by the sampler), each
 * with the time of the frames `keep` lets through (inclusive, once per sample).
 */
export function longRuns(profile: CpuProfile, longUs: number, gapUs: number, keep: (n: ProfileNode) => boolean): BusyRun[] {
  const runs: BusyRun[] = [];
  let run: BusyRun | null = null;
  for (const { node, at, dt, stack } of samplesOf(profile)) {
    if (node.callFrame.functionName === '(idle)') {
      if (run && at - run.end > gapUs) run = null;
      continue;
    }
    if (!run) runs.push((run = { start: at, end: at, frames: new Map() }));
    run.end = at;
    for (const k of new Set(stack.filter(keep).map(frameKey))) run.frames.set(k, (run.frames.get(k) ?? 0) + dt);
  }
  return runs.filter((r) => r.end - r.start > longUs);
}

/** One line per long run: its start (ms from the profile's start), length and heaviest frames. */
export function describeRuns(profile: CpuProfile, runs: BusyRun[], frames: number): string {
  return runs
    .map((r) => {
      const top = [...r.frames]
        .sort((a, b) => b[1] - a[1])
        .slice(0, frames)
        .map(([k, v]) => `${k} ${Math.round(v / 1000)}`)
        .join(' | ');
      return `  ${Math.round((r.start - profile.startTime) / 1000)} +${Math.round((r.end - r.start) / 1000)} ms: ${top}`;
    })
    .join('\n');
}
