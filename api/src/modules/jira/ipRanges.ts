import { isIP } from 'node:net';

// Addresses a server-side request must never reach: loopback, private, link-local, CGNAT,
// multicast, documentation and other special-use ranges (IANA special-purpose registries).
const V4_BLOCKED: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const V6_BLOCKED: Array<[string, number]> = [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

function v4ToInt(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function inV4(ip: string, [base, bits]: [string, number]) {
  const mask = bits === 0 ? 0 : 2 ** 32 - 2 ** (32 - bits);
  // >>> 0 keeps the bitwise result unsigned
  return (v4ToInt(ip) & mask) >>> 0 === (v4ToInt(base) & mask) >>> 0;
}

/** The 16 bytes of an IPv6 address (with "::" and a trailing dotted quad handled). */
export function v6Bytes(ip: string): number[] {
  let text = ip.split('%')[0].toLowerCase();
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const n = v4ToInt(dotted[1]);
    text = text.slice(0, -dotted[1].length) + `${((n >>> 16) & 0xffff).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const h = parse(head);
  const t = tail === undefined ? [] : parse(tail);
  const groups = tail === undefined ? h : [...h, ...Array(8 - h.length - t.length).fill(0), ...t];
  return groups.flatMap((g) => [(g >> 8) & 0xff, g & 0xff]);
}

function inV6(bytes: number[], [base, bits]: [string, number]) {
  const b = v6Bytes(base);
  for (let i = 0; i < 16; i++) {
    const take = Math.max(0, Math.min(8, bits - i * 8));
    if (take === 0) return true;
    const mask = (0xff << (8 - take)) & 0xff;
    if ((bytes[i] & mask) !== (b[i] & mask)) return false;
  }
  return true;
}

/** An IPv4 address carried inside an IPv6 one (mapped, compatible, NAT64, 6to4), if any. */
function embeddedV4(bytes: number[]): string | null {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((x) => x === 0);
  const quad = (at: number) => bytes.slice(at, at + 4).join('.');
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return quad(12); // ::ffff:a.b.c.d
  if (zeros(0, 12)) return quad(12); // ::a.b.c.d (deprecated compatible form)
  if (inV6(bytes, ['64:ff9b::', 96]) || inV6(bytes, ['64:ff9b:1::', 48])) return quad(12);
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return quad(2); // 2002:abcd:efgh::/48
  return null;
}

/** True for any address a Jira link must not point at. */
export function isPrivateAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return V4_BLOCKED.some((range) => inV4(ip, range));
  if (family === 6) {
    const bytes = v6Bytes(ip);
    const v4 = embeddedV4(bytes);
    if (v4 !== null) return isPrivateAddress(v4);
    return V6_BLOCKED.some((range) => inV6(bytes, range));
  }
  return true; // not an address at all: refuse
}
