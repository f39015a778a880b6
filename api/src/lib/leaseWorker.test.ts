import { startLeaseWorker, type LeaseJob } from './leaseWorker.js';

type Row = { id: number };

/** A job over rows kept in memory: each claim takes the next `limit` due rows. */
function memoryJob(due: number, batch: number, handleMs: number) {
  const waiting = Array.from({ length: due }, (_, i) => ({ id: i + 1 }));
  const handled: number[] = [];
  const released: string[] = [];
  let firstHandled: () => void = () => {};
  const started = new Promise<void>((resolve) => (firstHandled = resolve));
  const job: LeaseJob<Row> = {
    name: 'test',
    idField: 'rowId',
    batch,
    parallel: 4,
    pollMs: 20,
    leaseMs: 60_000,
    claim: async (_instance, _now, _leaseUntil, limit) => waiting.splice(0, limit).map((r) => r.id),
    load: async (ids) => ids.map((id) => ({ id })),
    handle: async (_instance, row) => {
      firstHandled();
      await new Promise((resolve) => setTimeout(resolve, handleMs));
      handled.push(row.id);
    },
    release: async (instance) => void released.push(instance),
  };
  return { job, handled, released, waiting, started };
}

describe('lease worker', () => {
  it('handles every due row, batch after batch, while it runs', async () => {
    const { job, handled, waiting } = memoryJob(25, 10, 1);
    const worker = startLeaseWorker(job);
    const deadline = Date.now() + 10_000;
    while (handled.length < 25 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await worker.stop();
    expect([...handled].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(waiting).toEqual([]);
  });

  it('a stop finishes the batch under way, claims no further batch, and gives its claims back', async () => {
    const { job, handled, released, waiting, started } = memoryJob(30, 10, 30);
    const worker = startLeaseWorker(job);
    await started;
    await worker.stop();
    expect(handled).toHaveLength(10);
    expect(waiting).toHaveLength(20);
    expect(released).toEqual([worker.instance]);
  });
});
