import type { Request, Response } from 'express';
import { TOKEN_REFUSED_MESSAGE } from '../../modules/tokens/bearer.js';
import { TOO_MANY_STATUS, type AbuseGuard } from './abuseGuard.js';
import { clientAddress } from './authLimits.js';

/**
 * Answers a request whose API token is unknown, expired or revoked: 401 while its address has
 * attempts left, then 429 with Retry-After until the window ends. Counted per address, never per
 * token text, so a client cannot guess tokens by changing the one it sends. A valid token is never
 * counted nor refused here: tokens carry 256 random bits, and a shared address (an office, a proxy)
 * must not lose its scripts to one guesser behind it.
 */
export async function refuseBadToken(guard: AbuseGuard, req: Request, res: Response) {
  res.set('Cache-Control', 'no-store');
  const taken = await guard.take([['badTokenIp', clientAddress(req)]]);
  if (taken.refused) {
    res.set('Retry-After', String(taken.retryAfterSeconds));
    res.status(TOO_MANY_STATUS).json({
      message: taken.message,
      retryAfter: taken.retryAfterSeconds,
      errors: [{ message: taken.message, extensions: { code: 'TOO_MANY_REQUESTS' } }],
    });
    return;
  }
  res.set('WWW-Authenticate', 'Bearer');
  res.status(401).json({ message: TOKEN_REFUSED_MESSAGE, errors: [{ message: TOKEN_REFUSED_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } }] });
}
