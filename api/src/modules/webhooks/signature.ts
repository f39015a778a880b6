import { createHmac, timingSafeEqual } from 'node:crypto';

/** `sha256=<hex>` of HMAC-SHA256(secret, `${timestamp}.${body}`): what X-Streamline-Signature carries. */
export function signatureOf(secret: string, timestamp: string, body: string) {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** For receivers (and the tests): whether a delivery's signature header matches. */
export function verifySignature(secret: string, timestamp: string, body: string, header: string) {
  const expected = Buffer.from(signatureOf(secret, timestamp, body));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
