/** One collection from V8's `--trace-gc-nvp` output: its kind ('s' a scavenge), pause, bytes promoted and time (ms since the isolate started). */
export type Gc = { kind: string; pause: number; promoted: number; ms: number };

/** The collections in `--trace-gc-nvp` output, by isolate (each thread has its own). */
export function parseGcTrace(trace: string): Map<string, Gc[]> {
  const byIsolate = new Map<string, Gc[]>();
  for (const line of trace.split('\n')) {
    const [, isolate, ms] = /^\[\d+:(0x[0-9a-f]+)\]\s+(\d+) ms:/.exec(line) ?? [];
    const kind = / gc=(\w+)/.exec(line)?.[1];
    if (!isolate || !kind) continue;
    const num = (name: string) => Number(new RegExp(` ${name}=([0-9.]+)`).exec(line)?.[1] ?? NaN);
    const list = byIsolate.get(isolate) ?? [];
    list.push({ kind, pause: num('pause'), promoted: num('promoted') || 0, ms: Number(ms) });
    byIsolate.set(isolate, list);
  }
  return byIsolate;
}

/** MB promoted by scavenges in each second from `startMs`, over `seconds` seconds (later ones count in the last). */
export function promotedBySecond(gcs: Gc[], startMs: number, seconds: number): number[] {
  const bySecond = Array.from({ length: seconds }, () => 0);
  for (const g of gcs) if (g.kind === 's') bySecond[Math.min(seconds - 1, Math.floor((g.ms - startMs) / 1000))] += g.promoted / 1e6;
  return bySecond;
}
