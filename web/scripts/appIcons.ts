/**
 * The app's logo (web/public/favicon.svg: a check mark on an indigo rounded square) drawn as the
 * PNG icons the web app manifest and iOS ask for. Pure JS (no image library or browser needed):
 * the shapes are measured as signed distances and anti-aliased by coverage; node:zlib writes the PNG.
 * `npm run icons` (make-icons.ts) writes the files; edit the logo here and in favicon.svg together.
 */
import { crc32, deflateSync } from 'node:zlib';

/** favicon.svg, in its own 32×32 units. */
export const LOGO = {
  viewBox: 32,
  corner: 8,
  fill: '#4f46e5', // indigo-600
  stroke: '#ffffff',
  strokeWidth: 3.2,
  mark: [
    [9, 17.5],
    [13.5, 22],
    [23, 11],
  ] as [number, number][],
};

export type IconSpec = {
  file: string;
  size: number;
  /** `true`: the square fills the whole image (maskable and iOS icons, whose corners the system cuts) */
  fullBleed: boolean;
};

export const ICONS: IconSpec[] = [
  { file: 'icons/icon-192.png', size: 192, fullBleed: false },
  { file: 'icons/icon-512.png', size: 512, fullBleed: false },
  { file: 'icons/icon-maskable-512.png', size: 512, fullBleed: true },
  { file: 'icons/apple-touch-icon.png', size: 180, fullBleed: true },
];

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

function segmentDistance(px: number, py: number, [ax, ay]: [number, number], [bx, by]: [number, number]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

/** Negative inside the rounded square of side `side` and corner radius `r`. */
function roundedSquareDistance(px: number, py: number, side: number, r: number) {
  const h = side / 2;
  const qx = Math.abs(px - h) - (h - r);
  const qy = Math.abs(py - h) - (h - r);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}

/** How much of a pixel (`pixel` units wide) a shape at signed distance `d` covers. */
const coverage = (d: number, pixel: number) => Math.max(0, Math.min(1, 0.5 - d / pixel));

/** The icon's pixels, RGBA, row by row (straight alpha). */
export function renderIcon({ size, fullBleed }: IconSpec): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  const unit = LOGO.viewBox / size; // logo units per pixel
  const [fr, fg, fb] = rgb(LOGO.fill);
  const [sr, sg, sb] = rgb(LOGO.stroke);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const px = (x + 0.5) * unit;
      const py = (y + 0.5) * unit;
      const square = fullBleed ? 1 : coverage(roundedSquareDistance(px, py, LOGO.viewBox, LOGO.corner), unit);
      let toMark = Infinity;
      for (let i = 1; i < LOGO.mark.length; i++) toMark = Math.min(toMark, segmentDistance(px, py, LOGO.mark[i - 1], LOGO.mark[i]));
      const mark = coverage(toMark - LOGO.strokeWidth / 2, unit);
      const at = (y * size + x) * 4;
      pixels[at] = Math.round(fr + (sr - fr) * mark);
      pixels[at + 1] = Math.round(fg + (sg - fg) * mark);
      pixels[at + 2] = Math.round(fb + (sb - fb) * mark);
      pixels[at + 3] = Math.round(255 * square);
    }
  }
  return pixels;
}

function chunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of 8-bit RGBA pixels (`size`×`size`), every row unfiltered. */
export function encodePng(pixels: Buffer, size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
