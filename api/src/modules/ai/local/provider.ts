import type { AiProvider, ChatRequest } from '../aiProvider.js';
import type { Insights } from '../insights.js';
import type { RankedTask } from '../ranking.js';

/** The built-in engine: explainable algorithms over the user's own data, no model needed. */
export class LocalProvider implements AiProvider {
  readonly kind = 'local' as const;
  readonly model = 'streamline-local-1';

  async rank(candidates: RankedTask[]) {
    return candidates.map((c) => ({ taskId: c.task.id, reason: c.reason }));
  }

  async summarize(figures: Insights) {
    return figures.summary;
  }

  async chat(request: ChatRequest) {
    // the intent grammar (and chrono-node under it) is loaded on the first chat message
    const { localChat } = await import('./chat.js');
    return localChat(request);
  }
}
