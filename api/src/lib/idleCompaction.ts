import type { Server } from 'node:http';
import { getHeapSpaceStatistics, getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const MB = 1024 * 1024;
/** collections per quiet spell at most, while the young generation has not shrunk */
const TRIES = 4;
/** a young generation above this has grown since V8 last shrank it (a shrunk one is 1–2 MB) */
const YOUNG_SHRUNK_MB = 4;
const youngGenerationMb = () => (getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0) / MB;

/**
 * What a burst of requests promotes to V8's old generation stays there, dead but resident, until the
 * next full collection, and an idle server allocates too little to start one: Node never tells V8
 * that the process is idle (V8's own memory reducer waits for such a hint or a full collection).
 * So once no request has run for `quietMs`, and the heap has grown by `growthMb` since the last time
 * or the young generation has grown back (the start or a burst grows it to 32 MB), one full collection
 * runs on the main thread while nothing waits for it, compacting (moving the survivors together, so
 * the emptied pages go back to the system) when the heap grew. V8 shrinks its young generation in such
 * a collection only when little was allocated since the collection before (the load's tail counts,
 * and so do the workers' polls), so while it has not shrunk, another follows after each further
 * `quietMs`, up to `TRIES` until the next request.
 * Returns the function that stops watching.
 */
export function compactWhenIdle(server: Server, { quietMs, growthMb = 16 }: { quietMs: number; growthMb?: number }): () => void {
  // `gc` is only reachable through a context made after the flag is set
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  let inFlight = 0;
  let lastActive = Date.now();
  let tries = 0;
  server.on('request', (_req, res) => {
    inFlight++;
    res.once('close', () => {
      inFlight--;
      lastActive = Date.now();
      tries = 0;
    });
  });
  let baseline = getHeapStatistics().total_heap_size;
  let collectedAt = 0;
  const timer = setInterval(
    () => {
      const now = Date.now();
      if (inFlight > 0 || now - lastActive < quietMs || now - collectedAt < quietMs || tries >= TRIES) return;
      const grew = getHeapStatistics().total_heap_size >= baseline + growthMb * MB;
      if (!grew && youngGenerationMb() <= YOUNG_SHRUNK_MB) return;
      if (grew) setFlagsFromString('--compact-on-every-full-gc');
      try {
        gc();
      } finally {
        if (grew) setFlagsFromString('--no-compact-on-every-full-gc');
      }
      tries = youngGenerationMb() <= YOUNG_SHRUNK_MB ? TRIES : tries + 1;
      collectedAt = Date.now();
      baseline = getHeapStatistics().total_heap_size;
    },
    Math.max(100, quietMs / 4),
  );
  timer.unref();
  return () => clearInterval(timer);
}
