import { Router, type Request, type Response } from 'express';
import { Kind, type DocumentNode, type GraphQLError, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Deps } from '../../graphql/context.js';
import { TOO_MANY_STATUS, tooManyError, type AbuseGuard, type Attempt } from './abuseGuard.js';
import { findUserByLogin } from '../../modules/auth/repository.js';
import { unstorableTextMessage } from '../../lib/storableText.js';

/** The address an attempt comes from (X-Forwarded-For only when TRUST_PROXY says so). */
export function clientAddress(req: { ip?: string; socket?: { remoteAddress?: string } }) {
  return req.ip ?? req.socket?.remoteAddress ?? 'unknown';
}

/** Sign-in names an account by username or e-mail: count both spellings as that one account. */
async function loginAccount(deps: Deps, body: unknown): Promise<string | null> {
  const raw = (body as { username?: unknown } | undefined)?.username;
  if (typeof raw !== 'string') return null;
  const name = raw.trim();
  // no account's name holds a control character or half a surrogate pair (neither database can even compare them)
  if (!name || name.length > 254 || [...name].some((c) => c < ' ' || c === '\u007f') || unstorableTextMessage(name, 'username')) return null;
  const user = await findUserByLogin(deps.db, name);
  return user ? `user:${user.id}` : `name:${name.toLowerCase()}`;
}

type AttemptsOf = (req: Request) => Promise<Attempt[]> | Attempt[];

/** Refuses over-limit attempts with 429 + Retry-After; gives a successful attempt back. */
function limited(guard: AbuseGuard, attemptsOf: AttemptsOf, releaseOnSuccess: boolean) {
  return async (req: Request, res: Response, next: (err?: unknown) => void) => {
    const taken = await guard.take(await attemptsOf(req));
    if (taken.refused) {
      res.set('Retry-After', String(taken.retryAfterSeconds));
      res.status(TOO_MANY_STATUS).json({ message: taken.message, retryAfter: taken.retryAfterSeconds });
      return;
    }
    if (releaseOnSuccess) {
      res.on('finish', () => {
        if (res.statusCode >= 200 && res.statusCode < 300) void taken.release();
      });
    }
    next();
  };
}

/** Mounted on /api before the routers: sign-in, registration, 2FA codes and password changes. */
export function authRateLimits(deps: Deps, guard: AbuseGuard) {
  const r = Router();
  r.post(
    '/auth/login',
    limited(
      guard,
      async (req) => {
        const account = await loginAccount(deps, req.body);
        return [['loginIp', clientAddress(req)], ...(account ? [['loginAccount', account] as Attempt] : [])];
      },
      true,
    ),
  );
  // every registration counts, successful or not: it is what a sign-up flood is made of
  r.post(
    '/auth/register',
    limited(guard, (req) => [['registerIp', clientAddress(req)]], false),
  );
  r.post(
    '/auth/verify-2fa',
    limited(
      guard,
      (req) => {
        const pending = req.session?.pendingUserId;
        return [['twoFactorIp', clientAddress(req)], ...(pending ? [['twoFactorAccount', `user:${pending}`] as Attempt] : [])];
      },
      true,
    ),
  );
  // a signed-in session guessing the code that turns 2FA on or off
  r.post(
    ['/auth/enable-2fa', '/auth/disable-2fa'],
    limited(guard, (req) => [['twoFactorIp', clientAddress(req)], ...(req.viewer ? [['twoFactorAccount', `user:${req.viewer.id}`] as Attempt] : [])], true),
  );
  r.put(
    '/settings/password',
    limited(guard, (req) => passwordAttempts(clientAddress(req), req.viewer?.id), true),
  );
  return r;
}

function passwordAttempts(address: string, userId: number | undefined): Attempt[] {
  return [['passwordIp', address], ...(userId ? [['passwordAccount', `user:${userId}`] as Attempt] : [])];
}

const LIMITED_MUTATIONS = new Set(['changePassword']);

/** How many times the operation calls a limited mutation (aliases make one request several attempts). */
function limitedCalls(document: DocumentNode, operationName?: string | null): number {
  const ops = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const op = operationName ? ops.find((o) => o.name?.value === operationName) : ops[0];
  if (!op || op.operation !== 'mutation') return 0;
  return op.selectionSet.selections.filter((s) => s.kind === Kind.FIELD && LIMITED_MUTATIONS.has(s.name.value)).length;
}

type LimitContext = { req?: Request & { socket?: { remoteAddress?: string } }; viewer?: { id: number } | null };

/** The same password-change limits for GraphQL's changePassword. */
export function graphqlAuthLimits(guard: AbuseGuard): Plugin {
  return {
    // synchronous for everything but the limited mutations: no promise in every query's path
    onExecute({ args, setResultAndStopExecution }) {
      const calls = limitedCalls(args.document, args.operationName);
      if (!calls) return;
      const ctx = args.contextValue as LimitContext;
      return takeAttempts(guard, passwordAttempts(ctx.req ? clientAddress(ctx.req) : 'unknown', ctx.viewer?.id), calls, setResultAndStopExecution);
    },
  };
}

async function takeAttempts(
  guard: AbuseGuard,
  attempts: Parameters<AbuseGuard['take']>[0],
  calls: number,
  stop: (result: { data: null; errors: GraphQLError[] }) => void,
) {
  const taken: Array<{ release(): Promise<void> }> = [];
  for (let i = 0; i < calls; i++) {
    const t = await guard.take(attempts);
    if (t.refused) {
      stop({ data: null, errors: [tooManyError(t.retryAfterSeconds)] });
      return;
    }
    taken.push(t);
  }
  return {
    onExecuteDone({ result }: { result: unknown }) {
      if (!(result as { errors?: unknown[] }).errors?.length) for (const t of taken) void t.release();
    },
  };
}
