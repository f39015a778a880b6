// The GraphQL query thread's first module (queryThread.ts): plain JavaScript, so that it loads in a
// worker however the app runs. Compiled (dist/server) the worker's module beside it is JavaScript;
// from the source (tsx, jest) it registers tsx's loader first.
import { existsSync } from 'node:fs';

const compiled = new URL('./queryThreadWorker.js', import.meta.url);
if (existsSync(compiled)) {
  await import(compiled.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./queryThreadWorker.ts');
}
