// The GraphQL query thread's first module (queryThread.ts): plain JavaScript, so that it loads in a
// worker whether the app runs under tsx or under jest; it registers tsx's loader and starts the thread.
import { register } from 'tsx/esm/api';

register();
await import('./queryThreadWorker.ts');
