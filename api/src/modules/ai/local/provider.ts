import type { AiProvider, ChatRequest } from '../aiProvider.js';
import type { Insights } from '../insights.js';
import type { RankedTask } from '../ranking.js';
import { localChat } from './chat.js';

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
    return localChat(request);
  }
}
