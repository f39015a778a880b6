import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import type { Config } from '../../config.js';
import { badRequest } from '../../lib/errors.js';
import { isPrivateAddress } from '../jira/ipRanges.js';
import { WEBHOOK_MESSAGES } from '../../../../shared/webhooks/validation.js';

type GuardConfig = Pick<Config, 'webhooks'>;

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

function lookupAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))));
}

/** The addresses of the host, refused (as the Jira guard does) when any is private, local or loopback. */
async function publicAddresses(config: GuardConfig, hostname: string): Promise<LookupAddress[]> {
  const host = bare(hostname);
  const literal = isIP(host);
  const addresses = literal ? [{ address: host, family: literal }] : await lookupAll(host);
  if (!config.webhooks.allowPrivateUrls && (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address)))) {
    throw new Error(WEBHOOK_MESSAGES.urlPrivate);
  }
  return addresses;
}

/**
 * A webhook target as saved: https (http too when WEBHOOKS_ALLOW_PRIVATE_URLS is set), no
 * credentials, and a host whose addresses are public. A 400 naming the URL otherwise.
 */
export async function checkWebhookUrl(config: GuardConfig, raw: string): Promise<string> {
  const url = new URL(raw);
  if (url.protocol !== 'https:' && !config.webhooks.allowPrivateUrls) throw badRequest(WEBHOOK_MESSAGES.urlScheme);
  if (url.username || url.password) throw badRequest(WEBHOOK_MESSAGES.urlCredentials);
  try {
    await publicAddresses(config, url.hostname);
  } catch (error) {
    throw badRequest(
      (error as Error).message === WEBHOOK_MESSAGES.urlPrivate ? WEBHOOK_MESSAGES.urlPrivate : `Could not find the host ${bare(url.hostname)}: check the URL`,
    );
  }
  return url.toString();
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for http.request that checks again at connect time, so a host cannot rebind to a private address later. */
export function guardedLookup(config: GuardConfig) {
  return (hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback) => {
    publicAddresses(config, hostname).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
        const list = wanted.length ? wanted : addresses;
        if (options.all) callback(null, list);
        else callback(null, list[0].address, list[0].family);
      },
      (err: Error) => callback(Object.assign(err, { code: 'EWEBHOOKGUARD' }) as NodeJS.ErrnoException, ''),
    );
  };
}
