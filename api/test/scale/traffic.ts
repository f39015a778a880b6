// A stream of task creations from one signed-in client: what was acknowledged, and every status seen.
import type { HttpAgent } from '../http.js';
import { sleep } from './servers.js';

export type TrafficResult = {
  /** ids of the tasks answered 201 */
  acknowledged: number[];
  /** every HTTP status, or 0 for a request that got no answer (connection refused or cut) */
  statuses: number[];
  /** bodies of answers that were neither 201 nor 503 */
  unexpected: string[];
};

export function writeLoop(agent: HttpAgent, projectId: number, { concurrency = 2, pauseMs = 10 } = {}) {
  const result: TrafficResult = { acknowledged: [], statuses: [], unexpected: [] };
  let running = true;
  let n = 0;
  const worker = async () => {
    while (running) {
      const body = { name: `Load ${++n}`, priority: 3, duration: 15, projectId };
      const res = await agent.post('/api/tasks', body).catch(() => null);
      const status = res?.status ?? 0;
      result.statuses.push(status);
      if (status === 201) result.acknowledged.push(res!.body.id);
      else if (status !== 0 && status !== 503) result.unexpected.push(`${status} ${res!.text.slice(0, 300)}`);
      await sleep(pauseMs);
    }
  };
  const workers = Array.from({ length: concurrency }, worker);
  return {
    result,
    async stop() {
      running = false;
      await Promise.all(workers);
      return result;
    },
  };
}
