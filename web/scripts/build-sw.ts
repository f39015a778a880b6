/** Writes dist/web/service-worker.js (run by `npm run build` after `vite build`). */
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';
import { serviceWorkerOptions } from '../src/sw/swConfig.ts';

const dist = fileURLToPath(new URL('../../dist/web', import.meta.url));
const { count, size, warnings } = await generateSW(serviceWorkerOptions(dist));
for (const w of warnings) console.warn(w);
console.log(`service-worker.js: ${count} files precached (${Math.round(size / 1024)} KiB)`);
