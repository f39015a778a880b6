/**
 * Why api/src/lib/inFlight.ts is not a Map (issue 9), shown without the app: 32 "requests" in flight,
 * each holding ~8 KB of young objects while its callback waits in a long-lived table, one full
 * collection (gc()) after 2 s. With a Map or a Set as the table, from that collection on nearly
 * everything the requests allocate is promoted to the old generation; with InFlight, nothing is.
 *   npx tsx bench/tools/map-churn.ts            (prints MB promoted per second, per table)
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { InFlight } from '../../api/src/lib/inFlight.ts';
import { parseGcTrace, promotedBySecond } from '../lib/gcTrace.ts';

const KINDS = ['Map', 'Set', 'InFlight'] as const;
type Kind = (typeof KINDS)[number];
const SECONDS = 5;

/** The child: churns one table, forces one full collection at 2 s, stops at SECONDS. */
function churn(kind: Kind) {
  const map = new Map<number, () => number>();
  const set = new Set<() => number>();
  const flight = new InFlight<() => number>();
  let done = 0;
  let nextId = 1;
  let stopped = false;
  const request = () => {
    if (stopped) return;
    const graph = Array.from({ length: 100 }, (_, i) => ({ i, s: `x${i}` }));
    const callback = () => graph.length;
    let id = 0;
    if (kind === 'Map') map.set((id = nextId++), callback);
    else if (kind === 'Set') set.add(callback);
    else id = flight.add(callback);
    // the answer comes two turns of the event loop later, as a thread's reply would
    setImmediate(() =>
      setImmediate(() => {
        if (kind === 'Map') map.delete(id);
        else if (kind === 'Set') set.delete(callback);
        else flight.take(id);
        done++;
        request();
      }),
    );
  };
  for (let i = 0; i < 32; i++) request();
  setTimeout(() => (globalThis as { gc?: () => void }).gc!(), 2000);
  setTimeout(() => {
    stopped = true;
    console.error(`requests ${done}`);
  }, SECONDS * 1000);
}

if (process.argv[2] === 'child') churn(process.argv[3] as Kind);
else {
  console.log(`MB promoted to the old generation, second by second (a full collection at 2 s), ${SECONDS} s each`);
  for (const kind of KINDS) {
    const child = spawnSync(process.execPath, ['--expose-gc', '--trace-gc-nvp', '--import', 'tsx', fileURLToPath(import.meta.url), 'child', kind], {
      encoding: 'utf8',
    });
    const gcs = [...parseGcTrace(child.stdout).values()].flat(); // one isolate
    const bySecond = promotedBySecond(gcs, 0, SECONDS);
    const requests = /requests (\d+)/.exec(child.stderr)?.[1] ?? '?';
    console.log(`${kind.padEnd(8)} ${bySecond.map((mb) => mb.toFixed(1).padStart(6)).join(' ')}   (${requests} requests)`);
  }
}
