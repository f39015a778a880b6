import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.js';

const smtpByUrl = new Map<string, Transporter>();

// nodemailer is loaded with the first e-mail: most requests never send one
const nodemailer = async () => (await import('nodemailer')).default;

/** One SMTP transport per SMTP_URL (smtp://user:pass@host:port, smtps://…; nodemailer URL options). */
export async function smtpTransport(url: string) {
  let t = smtpByUrl.get(url);
  if (!t) {
    // A request waits for the send: a dead server must fail in seconds, not minutes.
    t = (await nodemailer()).createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as never);
    smtpByUrl.set(url, t);
  }
  return t;
}

let raw: Transporter | undefined;
/** Builds the raw RFC 822 message without sending it: what the outbox stores as an .eml file. */
export async function rawMessageTransport() {
  raw ??= (await nodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return raw;
}

export function usesSmtp(config: Pick<Config, 'smtpUrl'>): config is { smtpUrl: string } {
  return !!config.smtpUrl;
}
