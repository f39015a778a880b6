import { apiRequest } from '../lib/http.ts';
import { isOnline } from './connectivity.ts';
import { isNetworkError, rememberAnswer, rememberedAnswer } from './queryCache.ts';

/** The REST reads screens make when they open (the chat's history, Settings' tokens and webhooks): preloadScreens.ts asks for them too. */
export const REMEMBERED_READS = ['/api/chat/history', '/api/tokens', '/api/webhooks'];

const nameOf = (path: string) => `GET ${path}`;

/**
 * A GET whose last good answer is remembered per user, like the GraphQL queries' (queryCache.ts): with
 * no answer (offline, server down) the remembered one is served. A refusal (4xx, 5xx) still throws.
 */
export async function rememberedGet<T>(path: string): Promise<T> {
  if (isOnline()) {
    try {
      const answer = await apiRequest<T>(path);
      rememberAnswer(nameOf(path), {}, answer);
      return answer;
    } catch (error) {
      if (!isNetworkError(error)) throw error;
    }
  }
  const remembered = rememberedAnswer<T>(nameOf(path), {});
  if (remembered === null) throw new Error('You are offline. This operation will be available when you reconnect.');
  return remembered;
}
