import type { IncomingMessage } from 'node:http';
import type { Config } from '../../config.js';
import { originVerdict } from './sameOrigin.js';

/**
 * The graphql-ws socket carries the session cookie, and browsers let any site open a WebSocket:
 * a socket opened by another site's page (its Origin is not ours) is refused at the upgrade.
 */
export function verifySocketOrigin(config: Config) {
  return (info: { origin: string; req: IncomingMessage }, done: (ok: boolean, code?: number, message?: string) => void) => {
    const forwarded = config.trustProxy
      ? String(info.req.headers['x-forwarded-host'] ?? '')
          .split(',')[0]
          .trim()
      : undefined;
    const verdict = originVerdict({ origin: info.req.headers.origin, host: info.req.headers.host }, [info.req.headers.host, forwarded], config.publicUrl);
    if (verdict === 'cross') done(false, 403, 'Cross-site request refused');
    else done(true);
  };
}
