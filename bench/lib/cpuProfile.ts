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
