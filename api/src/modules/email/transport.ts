import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';

const smtpByUrl = new Map<string, Transporter>();

/** One SMTP transport per SMTP_URL (smtp://user:pass@host:port, smtps://…; nodemailer URL options). */
export function smtpTransport(url: string) {
  let t = smtpByUrl.get(url);
  if (!t) {
    // A request waits for the send: a dead server must fail in seconds, not minutes.
    t = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as never);
    smtpByUrl.set(url, t);
  }
  return t;
}

/** Builds the raw RFC 822 message without sending it: what the outbox stores as an .eml file. */
export const rawMessageTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

export function usesSmtp(config: Pick<Config, 'smtpUrl'>): config is { smtpUrl: string } {
  return !!config.smtpUrl;
}
