// The app can be installed: a web app manifest with the icons browsers ask for, linked from the page,
// shipped by the build and precached by the service worker.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { generateSW } from 'workbox-build';
import { serviceWorkerOptions } from './swConfig.ts';

const webDir = fileURLToPath(new URL('../..', import.meta.url));
const publicDir = join(webDir, 'public');
const manifest = JSON.parse(readFileSync(join(publicDir, 'manifest.webmanifest'), 'utf8'));

type Icon = { src: string; sizes: string; type: string; purpose?: string };

/** Width, height and RGBA pixels of a PNG that the icon script wrote (8-bit RGBA, unfiltered rows). */
function readPng(file: string) {
  const png = readFileSync(file);
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  expect([png[24], png[25]]).toEqual([8, 6]);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const rows = inflateSync(Buffer.concat(idat));
  const pixel = (x: number, y: number) => {
    const at = y * (width * 4 + 1) + 1 + x * 4;
    return [...rows.subarray(at, at + 4)];
  };
  return { width, height, pixel };
}

describe('the web app manifest', () => {
  it('names the app, opens it standalone at / in the colours of its header and page', () => {
    expect(manifest).toMatchObject({
      name: 'Streamline',
      short_name: 'Streamline',
      start_url: '/',
      display: 'standalone',
      theme_color: '#ffffff', // the header (bg-white), as the page's theme-color
      background_color: '#f8fafc', // the page (bg-slate-50)
    });
    expect(readFileSync(join(webDir, 'index.html'), 'utf8')).toContain('<meta name="theme-color" content="#ffffff" />');
  });

  it('lists 192 and 512 px PNG icons and a 512 px maskable one, each the size it says', () => {
    const icons = manifest.icons as Icon[];
    const of = (sizes: string, purpose: string) => icons.filter((i) => i.sizes === sizes && (i.purpose ?? 'any').split(' ').includes(purpose));
    expect(of('192x192', 'any')).toHaveLength(1);
    expect(of('512x512', 'any')).toHaveLength(1);
    expect(of('512x512', 'maskable')).toHaveLength(1);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      const { width, height } = readPng(join(publicDir, icon.src));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  it("draws the logo: a white check on the favicon's indigo, the maskable icon filling its whole square", () => {
    const indigo = [0x4f, 0x46, 0xe5, 255];
    const any = readPng(join(publicDir, '/icons/icon-512.png'));
    expect(any.pixel(0, 0)[3]).toBe(0); // the rounded square's corner is transparent
    expect(any.pixel(256, 60)).toEqual(indigo);
    expect(any.pixel(213, 340)).toEqual([255, 255, 255, 255]); // the check's bottom point (13.5, 22)
    const maskable = readPng(join(publicDir, '/icons/icon-maskable-512.png'));
    for (const [x, y] of [
      [0, 0],
      [511, 0],
      [0, 511],
      [511, 511],
    ])
      expect(maskable.pixel(x, y)).toEqual(indigo);
    expect(maskable.pixel(213, 340)).toEqual([255, 255, 255, 255]);
  });

  it('is linked from the page, with an iOS home screen icon', () => {
    const html = readFileSync(join(webDir, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const touch = html.match(/<link rel="apple-touch-icon" href="([^"]+)" \/>/);
    expect(touch).not.toBeNull();
    const icon = readPng(join(publicDir, touch![1]));
    expect([icon.width, icon.height, icon.pixel(0, 0)[3]]).toEqual([180, 180, 255]); // iOS rounds an opaque square
  });
});

describe('the service worker of a build with the manifest', () => {
  let dist: string;
  beforeAll(() => {
    // what `vite build` leaves: web/public copied to the root, beside index.html and the assets
    dist = mkdtempSync(join(tmpdir(), 'sw-build-'));
    cpSync(publicDir, dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Streamline</title>');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'export {};');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('precaches the manifest and every icon, and sends file names to the server rather than to index.html', async () => {
    const { warnings } = await generateSW(serviceWorkerOptions(dist));
    expect(warnings).toEqual([]);
    const worker = readFileSync(join(dist, 'service-worker.js'), 'utf8');
    for (const file of ['manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/icon-maskable-512.png', 'icons/apple-touch-icon.png'])
      expect(worker).toContain(`"${file}"`);
    const denied = serviceWorkerOptions(dist).navigateFallbackDenylist!;
    const fallsBack = (path: string) => !denied.some((pattern) => pattern.test(path));
    expect(['/', '/tasks/12', '/today?date=2026-03-02', '/search?q=a.b'].filter(fallsBack)).toHaveLength(4);
    expect(['/robots.txt', '/missing.js', '/icons/none.png', '/api/tasks'].filter(fallsBack)).toEqual([]);
  }, 60_000);
});
