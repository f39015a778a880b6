import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import type { Config } from '../../config.js';
import { JiraError } from './errors.js';
import { isPrivateAddress } from './ipRanges.js';

type GuardConfig = Pick<Config, 'jiraAllowPrivateUrls'>;

export const JIRA_URL_MESSAGES = {
  invalid: 'Jira URL must be a valid address like https://your-team.atlassian.net',
  https: 'Jira URL must start with https://',
  credentials: 'Jira URL must not contain a user name or password',
  private: 'Jira URL must not point to a private, local or loopback network address',
} as const;

/**
 * The base address of a Jira site (scheme, host, port and any context path, no trailing slash).
 * https only, unless JIRA_ALLOW_PRIVATE_URLS is set (tests, or a Jira inside a private network).
 */
export function parseJiraUrl(config: GuardConfig, raw: string): string {
  const text = raw.trim();
  if (!URL.canParse(text)) throw new JiraError('bad_url', JIRA_URL_MESSAGES.invalid);
  const url = new URL(text);
  const allowed = config.jiraAllowPrivateUrls ? ['https:', 'http:'] : ['https:'];
  if (!allowed.includes(url.protocol)) throw new JiraError('bad_url', JIRA_URL_MESSAGES.https);
  if (url.username || url.password) throw new JiraError('bad_url', JIRA_URL_MESSAGES.credentials);
  if (!url.hostname) throw new JiraError('bad_url', JIRA_URL_MESSAGES.invalid);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

function lookupAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))));
}

/** Resolves the host and refuses it when any of its addresses (IPv4 or IPv6) is not public. */
export async function resolvePublicHost(config: GuardConfig, hostname: string): Promise<LookupAddress[]> {
  const host = bare(hostname);
  const literal = isIP(host);
  let addresses: LookupAddress[];
  if (literal) addresses = [{ address: host, family: literal }];
  else {
    try {
      addresses = await lookupAll(host);
    } catch {
      throw new JiraError('unreachable', `Could not find the Jira host ${host}: check the address`);
    }
  }
  if (!config.jiraAllowPrivateUrls && (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address)))) {
    throw new JiraError('private_url', JIRA_URL_MESSAGES.private);
  }
  return addresses;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request that checks the addresses it hands to the socket, so a host
 * that resolves to a public address when saved cannot later rebind to a private one.
 */
export function guardedLookup(config: GuardConfig) {
  return (hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback) => {
    resolvePublicHost(config, hostname).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
        const list = wanted.length ? wanted : addresses;
        if (options.all) callback(null, list);
        else callback(null, list[0].address, list[0].family);
      },
      (err: Error) => callback(Object.assign(err, { code: 'EJIRAGUARD' }) as NodeJS.ErrnoException, ''),
    );
  };
}
