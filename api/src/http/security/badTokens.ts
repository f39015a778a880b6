import type { Request, Response } from 'express';
import { TOKEN_REFUSED_MESSAGE } from '../../modules/tokens/bearer.js';
import { TOO_MANY_STATUS, type AbuseGuard } from './abuseGuard.js';
import { clientAddress } from './authLimits.js';

/**
 * Counts a request with a bad token against its client address; once the address is over
 * RATE_LIMIT_TOKEN_IP, answers it 429 with Retry-After (and returns true). Counted per address, never
 * per token text, so a client cannot guess tokens by changing the one it sends.
 */
export async function overBadTokenLimit(guard: AbuseGuard, req: Request, res: Response) {
  const taken = await guard.take([['badTokenIp', clientAddress(req)]]);
  if (!taken.refused) return false;
  res.set('Cache-Control', 'no-store');
  res.set('Retry-After', String(taken.retryAfterSeconds));
  res.status(TOO_MANY_STATUS).json({
    message: taken.message,
    retryAfter: taken.retryAfterSeconds,
    errors: [{ message: taken.message, extensions: { code: 'TOO_MANY_REQUESTS' } }],
  });
  return true;
}

/**
 * Answers a request whose API token is unknown, expired or revoked: 401 while its address has
 * attempts left, then 429 until the window ends. A valid token is never counted nor refused here:
 * tokens carry 256 random bits, and a shared address (an office, a proxy) must not lose its scripts
 * to one guesser behind it.
 */
export async function refuseBadToken(guard: AbuseGuard, req: Request, res: Response) {
  if (await overBadTokenLimit(guard, req, res)) return;
  res.set('Cache-Control', 'no-store');
  res.set('WWW-Authenticate', 'Bearer');
  res.status(401).json({ message: TOKEN_REFUSED_MESSAGE, errors: [{ message: TOKEN_REFUSED_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } }] });
}
