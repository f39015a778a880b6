import { parseSetCookie, serialize } from 'cookie';
import { SESSION_COOKIE } from '../../api/src/modules/auth/sessions.ts';

/** A cookie-keeping HTTP client that spreads its requests over every instance and times each one. */
export type Op = 'register' | 'signin' | 'project' | 'invite' | 'invitations' | 'accept' | 'list' | 'create' | 'update' | 'complete' | 'converge';

export class Recorder {
  readonly latencies = new Map<Op, number[]>();
  readonly statuses = new Map<number, number>();
  /** the first answers that were 5xx (or no answer, status 0), to show what went wrong */
  readonly failures: string[] = [];

  record(op: Op, ms: number, status: number, text: string) {
    if (!this.latencies.has(op)) this.latencies.set(op, []);
    this.latencies.get(op)!.push(ms);
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    if ((status >= 500 || status === 0) && this.failures.length < 20) this.failures.push(`${op} ${status} ${text.slice(0, 200)}`);
  }

  count(predicate: (status: number) => boolean) {
    let n = 0;
    for (const [status, c] of this.statuses) if (predicate(status)) n += c;
    return n;
  }
}

let next = 0;

export class Client {
  private cookie = '';
  constructor(
    private readonly urls: string[],
    public recorder: Recorder,
  ) {}

  /** Sends one request to the next instance in turn (a load balancer without sticky sessions). */
  async call(op: Op, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
    const url = this.urls[next++ % this.urls.length] + path;
    const started = performance.now();
    let status = 0;
    let text: string;
    try {
      const res = await fetch(url, {
        method,
        headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...(this.cookie ? { cookie: this.cookie } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      status = res.status;
      const session = res.headers
        .getSetCookie()
        .map((line) => parseSetCookie(line))
        .find((c) => c.name === SESSION_COOKIE);
      if (session?.value) this.cookie = serialize(session.name, session.value);
      text = await res.text();
    } catch (err) {
      text = String((err as Error).cause ?? err);
    }
    this.recorder.record(op, performance.now() - started, status, text);
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status, body: json };
  }
}
