// Test helpers of the reminder delivery suites (no test of its own): a real SMTP server and a real Web Push service.
import { createServer, type AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/** An SMTP server on a free local port that keeps every message it accepts; `failing` makes it refuse them. */
export async function startSmtp() {
  const received: ParsedMail[] = [];
  const state = { failing: false };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (state.failing) return callback(Object.assign(new Error('try later'), { responseCode: 451 }));
          received.push(mail);
          callback();
        },
        (err) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const port = (smtp.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, received, state, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

type PushApiModel = { notifyUrl: string; getNotifications(body: { clientHash: string }): { messages: string[] }; expireSubscription(hash: string): void };

/**
 * web-push-testing's push service, in process on a free port: it checks the VAPID signature and
 * decrypts each message as a browser's push service and browser would.
 */
export async function startPushService() {
  const require = createRequire(import.meta.url);
  const WebPushTestingServer = require('web-push-testing/src/server.js');
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js');
  const model: PushApiModel = new PushApiModel();
  const port = await freePort();
  const service = new WebPushTestingServer(model, port) as { startServer(): void; _server: Server };
  const log = console.log;
  console.log = () => {}; // it announces its port
  service.startServer();
  await new Promise<void>((resolve) => (service._server.listening ? resolve() : service._server.once('listening', () => resolve())));
  await new Promise((resolve) => setImmediate(resolve));
  console.log = log;
  const base = `http://127.0.0.1:${port}`;
  model.notifyUrl = `${base}/notify/`;
  return {
    /** What a browser's pushManager.subscribe({ applicationServerKey }) answers, as toJSON(). */
    async subscribe(applicationServerKey: string) {
      const res = await fetch(`${base}/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userVisibleOnly: 'true', applicationServerKey }),
      });
      const { data } = (await res.json()) as { data: { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string } };
      return data;
    },
    /** The decrypted messages the browser of this subscription received. */
    messages: (clientHash: string) => model.getNotifications({ clientHash }).messages.map((m) => JSON.parse(m) as Record<string, unknown>),
    /** The browser unsubscribed: the service answers 410 from now on. */
    expire: (clientHash: string) => model.expireSubscription(clientHash),
    close: () =>
      new Promise<void>((resolve) => {
        service._server.closeAllConnections();
        service._server.close(() => resolve());
      }),
  };
}

/**
 * The timeout of a test that waits for deliveries: longer than the sum of its own waits, so a slow run
 * fails on the wait that ran out, with its message. A test jest gives up on first keeps polling after
 * its suite has stopped the servers, and those timers hold jest's worker open ("failed to exit gracefully").
 */
export const DELIVERY_TEST_TIMEOUT_MS = 90_000;

/** Polls `check` until it returns something truthy, or fails after `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T> | T, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
