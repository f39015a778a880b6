import type { Server } from 'node:http';
import { getHeapSpaceStatistics, getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const MB = 1024 * 1024;
const youngGenerationMb = () => (getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0) / MB;

/**
 * What a burst of requests promotes to V8's old generation stays there, dead but resident, until the
 * next full collection, and an idle server allocates too little to start one: Node never tells V8
 * that the process is idle (V8's own memory reducer waits for such a hint or a full collection).
 * So once no request has run for `quietMs` and the heap has grown by `growthMb` since the last time,
 * one full collection that also compacts (moves the survivors together, so the emptied pages go back
 * to the system) runs on the main thread while nothing waits for it. After more than about 6 s of
 * quiet, V8 counts the allocation rate as low and also shrinks its young generation in that collection;
 * when it did not (something allocated in between: the workers' polls), one plain collection follows
 * after another `quietMs`.
 * Returns the function that stops watching.
 */
export function compactWhenIdle(server: Server, { quietMs, growthMb = 16 }: { quietMs: number; growthMb?: number }): () => void {
  // `gc` is only reachable through a context made after the flag is set
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  let inFlight = 0;
  let lastActive = Date.now();
  server.on('request', (_req, res) => {
    inFlight++;
    res.once('close', () => {
      inFlight--;
      lastActive = Date.now();
    });
  });
  let baseline = getHeapStatistics().total_heap_size;
  let compactedAt = 0;
  let youngLeft = false;
  const timer = setInterval(
    () => {
      if (inFlight > 0 || Date.now() - lastActive < quietMs) return;
      if (getHeapStatistics().total_heap_size >= baseline + growthMb * MB) {
        setFlagsFromString('--compact-on-every-full-gc');
        try {
          gc();
        } finally {
          setFlagsFromString('--no-compact-on-every-full-gc');
        }
        youngLeft = youngGenerationMb() > 4;
      } else if (youngLeft && Date.now() - compactedAt >= quietMs) {
        gc();
        youngLeft = false;
      } else return;
      compactedAt = Date.now();
      baseline = getHeapStatistics().total_heap_size;
    },
    Math.max(100, quietMs / 4),
  );
  timer.unref();
  return () => clearInterval(timer);
}
