/** Writes the app's PNG icons into web/public (`npm run icons`); Vite copies them into the build. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ICONS, encodePng, renderIcon } from './appIcons.ts';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));
for (const icon of ICONS) {
  const path = join(publicDir, icon.file);
  mkdirSync(dirname(path), { recursive: true });
  const png = encodePng(renderIcon(icon), icon.size);
  writeFileSync(path, png);
  console.log(`${icon.file}: ${icon.size}×${icon.size}, ${png.length} bytes`);
}
