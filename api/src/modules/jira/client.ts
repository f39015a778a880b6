import http from 'node:http';
import https from 'node:https';
import type { Config } from '../../config.js';
import { JiraError } from './errors.js';
import { guardedLookup, parseJiraUrl, resolvePublicHost } from './urlGuard.js';

export const JIRA_TIMEOUT_MS = 10_000;
const MAX_BODY_BYTES = 10 * 1024 * 1024;

export type JiraAuth = { jiraUrl: string; email: string; apiToken: string };
export type JiraResponse = { status: number; body: unknown; isJson: boolean };

/**
 * One call to Jira's REST API with basic auth (e-mail:API token), a 10 s limit for the whole
 * exchange, no redirects, and the private-address guard on every connection.
 */
export async function jiraRequest(
  config: Pick<Config, 'jiraAllowPrivateUrls'>,
  auth: JiraAuth,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<JiraResponse> {
  const url = new URL(parseJiraUrl(config, auth.jiraUrl) + path);
  await resolvePublicHost(config, url.hostname);
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const lib = url.protocol === 'https:' ? https : http;
  const host = url.hostname.replace(/^\[|\]$/g, '');

  return new Promise<JiraResponse>((resolve, reject) => {
    const req = lib.request(url, {
      method,
      lookup: guardedLookup(config) as never,
      headers: {
        authorization: `Basic ${Buffer.from(`${auth.email}:${auth.apiToken}`).toString('base64')}`,
        accept: 'application/json',
        'user-agent': 'Streamline',
        ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
      },
    });
    const timer = setTimeout(
      () => req.destroy(new JiraError('timeout', `Jira at ${host} did not answer within ${JIRA_TIMEOUT_MS / 1000} seconds`)),
      JIRA_TIMEOUT_MS,
    );
    const fail = (err: Error & { code?: string }) => {
      clearTimeout(timer);
      reject(err instanceof JiraError ? err : networkError(host, err));
    };
    req.on('error', fail);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) req.destroy(new JiraError('jira_error', 'Jira sent an answer that is too large'));
        else chunks.push(chunk);
      });
      res.on('error', fail);
      res.on('end', () => {
        clearTimeout(timer);
        const text = Buffer.concat(chunks).toString('utf8');
        const isJson = /json/i.test(res.headers['content-type'] ?? '');
        let parsed: unknown = text;
        if (isJson && text) {
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = text;
          }
        }
        resolve({ status: res.statusCode ?? 0, body: parsed, isJson });
      });
    });
    req.end(payload);
  });
}

function networkError(host: string, err: Error & { code?: string }) {
  const code = err.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new JiraError('unreachable', `Could not find the Jira host ${host}: check the address`);
  if (/CERT|SSL|TLS|SELF_SIGNED/i.test(code) || /certificate|ssl|tls/i.test(err.message)) {
    return new JiraError('unreachable', `Could not make a secure connection to ${host} (${code || err.message})`);
  }
  return new JiraError('unreachable', `Could not reach Jira at ${host}${code ? ` (${code})` : ''}`);
}

/** Jira's own words for a failed call, when it gave any. */
export function jiraMessages(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as { errorMessages?: unknown; errors?: unknown; message?: unknown };
  const list = [
    ...(Array.isArray(b.errorMessages) ? b.errorMessages : []),
    ...(b.errors && typeof b.errors === 'object' ? Object.values(b.errors as object) : []),
    ...(typeof b.message === 'string' ? [b.message] : []),
  ].filter((m): m is string => typeof m === 'string' && m.length > 0);
  return list.length ? list.join('; ').slice(0, 500) : null;
}

/** Turns a non-2xx answer into the problem a person can act on. */
export function failedCall(res: JiraResponse, what: string): JiraError {
  if (res.status === 401) return new JiraError('bad_credentials', 'Jira rejected the e-mail or API token (401): check both and try again');
  if (res.status === 403) return new JiraError('bad_credentials', `Jira refused access while ${what} (403): the account lacks permission`);
  if (!res.isJson) return new JiraError('not_jira', `This address does not look like Jira Cloud: ${what} answered ${res.status}`);
  const detail = jiraMessages(res.body);
  return new JiraError('jira_error', `Jira answered ${res.status} while ${what}${detail ? `: ${detail}` : ''}`);
}
