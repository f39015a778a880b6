import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Deps } from '../../graphql/context.js';
import { AppError } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { rawMessageTransport, smtpTransport } from './transport.js';

export type Mail = {
  to: { name: string; address: string };
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
};

export type Delivery = { delivery: 'smtp'; messageId: string; message: string } | { delivery: 'outbox'; messageId: string; file: string; message: string };

/**
 * Sends through SMTP_URL when set. Without it the message is written as an .eml file into the
 * outbox folder, and the answer says so (nothing leaves the server).
 */
export async function sendMail(deps: Pick<Deps, 'config'>, mail: Mail): Promise<Delivery> {
  const { config } = deps;
  // A header never spans lines: a task name with a line break must not add headers.
  const message = { ...mail, from: config.mailFrom, subject: mail.subject.replace(/\s+/g, ' ').trim() };
  if (config.smtpUrl) {
    try {
      const info = await (await smtpTransport(config.smtpUrl)).sendMail(message);
      return { delivery: 'smtp', messageId: info.messageId, message: `E-mail sent to ${mail.to.address}` };
    } catch (error) {
      logger.error({ error: String(error) }, 'smtp send failed');
      throw new AppError(502, 'The e-mail could not be sent: the mail server did not accept it. Please try again later.');
    }
  }
  const info = await (await rawMessageTransport()).sendMail(message);
  await mkdir(config.outboxDir, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
  await writeFile(join(config.outboxDir, name), info.message as Buffer, { mode: 0o600 });
  return {
    delivery: 'outbox',
    messageId: info.messageId,
    file: name,
    message: `No mail server is configured, so the e-mail to ${mail.to.address} was saved in the server's outbox folder (${name}) instead of being sent.`,
  };
}
