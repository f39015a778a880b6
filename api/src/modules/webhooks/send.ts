import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Config } from '../../config.js';
import { guardedLookup } from './targetGuard.js';

const TIMEOUT_MS = 10_000;

export type SendResult = { ok: boolean; status: number | null; error: string | null };

/** POSTs one signed delivery; a 2xx answer is success. Redirects are not followed. */
export function postDelivery(config: Pick<Config, 'webhooks'>, url: string, headers: Record<string, string>, body: string): Promise<SendResult> {
  const target = new URL(url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(config) as never,
        timeout: TIMEOUT_MS,
      },
      (res) => {
        res.resume(); // the answer's body is not kept
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          resolve({ ok, status, error: ok ? null : `The receiver answered ${status}` });
        });
        res.on('error', (err) => resolve({ ok: false, status: res.statusCode ?? null, error: err.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} s`)));
    req.on('error', (err) => resolve({ ok: false, status: null, error: err.message.slice(0, 300) }));
    req.end(body);
  });
}
