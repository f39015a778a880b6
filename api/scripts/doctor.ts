// npm run doctor: checks the configuration and the services it names (database, Redis, SMTP) as the
// server would find them; one line per check (ok / warn / fail), exit code 1 when any fails.
import { runChecks } from '../src/ops/doctor.js';

const checks = await runChecks();
for (const { level, name, detail } of checks) console.log(`${level.padEnd(4)}  ${name}: ${detail}`);
const failed = checks.filter((c) => c.level === 'fail').length;
console.log(failed ? `${failed} check(s) failed` : 'no failures');
process.exit(failed ? 1 : 0);
