/** The host[:port] of a URL-ish header value, or null when it is missing, "null" or unparsable. */
function hostOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

export type OriginVerdict = 'same' | 'cross' | 'unknown';

type Headers = { origin?: string; referer?: string; host?: string; 'sec-fetch-site'?: string };

/**
 * Is this request from the app's own pages? Compares the Origin (else the Referer) with the request's
 * own host (also the proxy's forwarded host, when trusted) and PUBLIC_URL. A request without either
 * header is 'unknown' (scripts, the tests, curl); browsers send Origin on every write.
 */
export function originVerdict(headers: Headers, ownHosts: Array<string | undefined>, publicUrl?: string): OriginVerdict {
  const allowed = new Set(ownHosts.filter((h): h is string => !!h).map((h) => h.toLowerCase()));
  const publicHost = hostOf(publicUrl);
  if (publicHost) allowed.add(publicHost);
  if (headers.origin !== undefined) return allowed.has(hostOf(headers.origin) ?? '\0') ? 'same' : 'cross';
  if (headers.referer) return allowed.has(hostOf(headers.referer) ?? '\0') ? 'same' : 'cross';
  if (headers['sec-fetch-site'] === 'cross-site') return 'cross';
  return 'unknown';
}
