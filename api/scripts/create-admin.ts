// npm run create-admin [-- --username x --email y --password z]
// Creates an approved admin, or promotes the existing user of that username (after checking its password).
// Missing values are asked for; the password is not echoed on a terminal. Honours DATABASE_URL / DATA_DIR.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import type { ZodType } from 'zod';
import { loadConfig } from '../src/config.js';
import { createDb, type Db } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { hashPassword, verifyPassword } from '../src/modules/auth/passwords.js';
import { findUserByUsername, insertUser, isEmailRegistered, makeApprovedAdmin } from '../src/modules/users/repository.js';
import { findOrCreateInbox } from '../src/modules/projects/repository.js';
import { emailSchema, newPasswordSchema, usernameSchema } from '../../shared/auth/validation.js';

const USAGE = 'Usage: npm run create-admin -- [--username <name>] [--email <address>] [--password <password>]';

class Failure extends Error {}

function parseCli() {
  try {
    const { values } = parseArgs({
      options: {
        username: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    });
    return values;
  } catch (err) {
    throw new Failure(`${(err as Error).message}\n${USAGE}`);
  }
}

/** Line reader over stdin; on a terminal the password is typed without echo. */
function prompter() {
  const tty = !!process.stdin.isTTY;
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: tty });
  const lines = rl[Symbol.asyncIterator]();
  let muted = false;
  const rlw = rl as unknown as { _writeToOutput(s: string): void };
  const write = rlw._writeToOutput.bind(rl);
  rlw._writeToOutput = (s: string) => {
    if (!muted) write(s);
  };
  return {
    tty,
    async ask(question: string, hidden = false): Promise<string> {
      process.stdout.write(question);
      muted = hidden && tty;
      const next = await lines.next();
      if (muted) process.stdout.write('\n');
      muted = false;
      if (next.done) throw new Failure('No input: give --username, --email and --password, or answer the prompts.');
      return next.value;
    },
    close: () => rl.close(),
  };
}

type Prompter = ReturnType<typeof prompter>;

/** A value from the command line, or asked for; checked with the registration rule (asked again on a terminal). */
async function obtain<T>(given: string | undefined, schema: ZodType<T>, ask: () => Promise<string>, canRetry: boolean): Promise<T> {
  let value = given;
  for (;;) {
    if (value === undefined) value = await ask();
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    const message = parsed.error.issues[0]?.message ?? 'Invalid input';
    if (given !== undefined || !canRetry) throw new Failure(message);
    process.stdout.write(`${message}\n`);
    value = undefined;
  }
}

async function upsertAdmin(db: Db, username: string, email: string, password: string) {
  const existing = await findUserByUsername(db, username);
  if (existing) {
    if (!(await verifyPassword(existing.password, password))) {
      throw new Failure(`User "${username}" already exists and the password does not match: nothing changed.`);
    }
    const user = await makeApprovedAdmin(db, existing.id);
    await findOrCreateInbox(db, user.id);
    const note = user.email === email ? '' : ` (e-mail kept as ${user.email})`;
    return { user, message: `Promoted existing user "${username}" to approved admin${note}.` };
  }
  if (await isEmailRegistered(db, email)) throw new Failure('Email is already registered');
  const hash = await hashPassword(password);
  const user = await db
    .$transaction((tx) => insertUser(tx, { username, email, password: hash, name: null, role: 'admin', status: 'approved' }))
    .catch((err: { code?: string }) => {
      // registered by someone else in the meantime
      if (err.code === 'P2002') throw new Failure('Username or email is already taken: nothing changed.');
      throw err;
    });
  return { user, message: `Created approved admin "${username}" (id ${user.id}).` };
}

async function main() {
  const args = parseCli();
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const config = loadConfig();
  let prompts: Prompter | null = null;
  const ask = (question: string, hidden = false) => {
    prompts ??= prompter();
    return prompts.ask(question, hidden);
  };
  let db: Db | null = null;
  try {
    const retry = !!process.stdin.isTTY;
    const username = await obtain(args.username, usernameSchema, () => ask('Username: '), retry);
    const email = await obtain(args.email, emailSchema, () => ask('E-mail: '), retry);
    const password = await obtain(args.password, newPasswordSchema, () => ask('Password: ', true), retry);
    (prompts as Prompter | null)?.close();

    const applied = await migrate(config);
    if (applied.length) process.stdout.write(`Applied migrations: ${applied.join(', ')}\n`);
    db = await createDb(config);
    const { message } = await upsertAdmin(db, username, email, password);
    process.stdout.write(`${message}\n`);
  } finally {
    (prompts as Prompter | null)?.close();
    await db?.$disconnect();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    process.stderr.write(`${err instanceof Failure ? err.message : ((err as Error)?.stack ?? String(err))}\n`);
    process.exit(1);
  },
);
