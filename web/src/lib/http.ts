import { reportUnauthenticated } from '../auth/sessionEnded.ts';

/**
 * JSON over fetch with credentials (spec section 7). A non-OK answer raises an ApiError whose
 * text is "status: body" while `serverMessage` keeps the server's `{ message }` for toasts.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly serverMessage: string | null,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }
}

export type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal };

export async function apiRequest<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const text = await res.text();
  // the auth calls answer 401 for a wrong password or code: that is not a session ending
  if (res.status === 401 && !path.startsWith('/api/auth/')) reportUnauthenticated();
  if (!res.ok) throw new ApiError(res.status, text || res.statusText, readMessage(text));
  try {
    return (text ? JSON.parse(text) : {}) as T;
  } catch {
    return {} as T;
  }
}

function readMessage(text: string): string | null {
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message ? parsed.message : null;
  } catch {
    return null;
  }
}

/** The server's own words when it sent some, else the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
