// Preloaded into a bench server (`--import`): samples the process's memory every HEAP_PROBE_MS (20) ms and,
// on SIGUSR2, writes to HEAP_PROBE_OUT the sample with the highest RSS so far (V8's heap spaces, external and
// array buffers, the C heap left over) and the highest of each figure on its own, then starts again.
import { writeFileSync } from 'node:fs';
import { getHeapSpaceStatistics } from 'node:v8';

const MB = 1024 * 1024;
const out = process.env.HEAP_PROBE_OUT;
const sample = () => {
  const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
  const s = { rss: rss / MB, heapTotal: heapTotal / MB, heapUsed: heapUsed / MB, external: external / MB, arrayBuffers: arrayBuffers / MB };
  for (const space of getHeapSpaceStatistics()) {
    s[`${space.space_name}.size`] = space.space_size / MB;
    s[`${space.space_name}.used`] = space.space_used_size / MB;
  }
  s.outsideHeap = s.rss - s.heapTotal;
  return s;
};
let atPeak = sample();
let highest = { ...atPeak };
setInterval(
  () => {
    const s = sample();
    if (s.rss > atPeak.rss) atPeak = s;
    for (const k of Object.keys(s)) highest[k] = Math.max(highest[k] ?? 0, s[k]);
  },
  Number(process.env.HEAP_PROBE_MS ?? 20),
).unref();
process.on('SIGUSR2', () => {
  if (out) writeFileSync(out, JSON.stringify({ atPeak, highest, now: sample() }));
  atPeak = sample();
  highest = { ...atPeak };
});
