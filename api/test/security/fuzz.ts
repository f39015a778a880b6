/** A small seeded PRNG (mulberry32): the same seed gives the same fuzz run. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)];
  return { next, int, pick };
}
export type Rng = ReturnType<typeof prng>;

function deep(depth: number, kind: 'array' | 'object'): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = kind === 'array' ? [v] : { a: v };
  return v;
}

/** Hostile values: wrong types, huge and odd strings, out-of-range numbers, deep nesting. */
export function evilValue(rng: Rng): unknown {
  const choices: Array<() => unknown> = [
    () => null,
    () => true,
    () => -1,
    () => 0,
    () => 1.5,
    () => 99999999999,
    () => -99999999999,
    () => 2 ** 31,
    () => Number.MAX_SAFE_INTEGER + 2,
    () => 1e300,
    () => '',
    () => ' ',
    () => 'abc',
    () => '-1',
    () => '1e309',
    () => '99999999999',
    () => 'x'.repeat(rng.pick([300, 5_001, 70_000, 300_000])),
    () => '\u0000',
    () => 'a\u0000b',
    () => '\ud800',
    () => '𝕊𝕥𝕣𝕖𝕒𝕞 ✓ ü ß 中文 🎉',
    () => '<img src=x onerror=alert(1)>',
    () => "'; DROP TABLE users; --",
    () => 'javascript:alert(1)',
    () => '2026-02-30',
    () => '25:99',
    () => '0000-00-00T00:00:00Z',
    () => '../../etc/passwd',
    () => 'VXNlcjox',
    () => 'VGFzazo5OTk5OTk5OTk5OTk5OTk5',
    () => [],
    () => [1, 'a', null],
    () => ({}),
    () => ({ $gt: '' }),
    () => ({ __proto__: { admin: true } }),
    () => deep(rng.pick([50, 500, 3000]), rng.pick(['array', 'object'] as const)),
    () => Array.from({ length: rng.pick([100, 10_000]) }, (_, i) => i),
  ];
  return rng.pick(choices)();
}

/** A hostile variant of a valid JSON body; `raw` is text to send as it is. */
export function mutateBody(base: Record<string, unknown>, rng: Rng): { json?: unknown; raw?: string; contentType?: string } {
  const keys = Object.keys(base);
  switch (rng.int(8)) {
    case 0:
    case 1:
    case 2: {
      const body = { ...base };
      for (let i = 0, n = 1 + rng.int(3); i < n && keys.length; i++) body[rng.pick(keys)] = evilValue(rng);
      return { json: body };
    }
    case 3: {
      const body = { ...base };
      delete body[rng.pick(keys.length ? keys : ['x'])];
      if (rng.next() < 0.5) body[`extra${rng.int(9)}`] = evilValue(rng);
      return { json: body };
    }
    case 4:
      return { json: evilValue(rng) };
    case 5:
      return {
        raw: rng.pick([
          '{',
          '{"a":',
          'null',
          '"text"',
          '[1,2',
          '{"a":1}}',
          '\u0000',
          '{"a":1e309}',
          '{"__proto__":{"x":1}}',
          'not json',
          '{"a":"\\ud800"}',
          '{"a":' + '['.repeat(5000),
        ]),
        contentType: 'application/json',
      };
    case 6:
      return {
        raw: rng.pick(['a=1&b=2', 'name=<script>&priority=99999999999', JSON.stringify(base), '<xml/>', '']),
        contentType: rng.pick([
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'multipart/form-data; boundary=x',
          'application/octet-stream',
        ]),
      };
    default: {
      const body: Record<string, unknown> = {};
      for (const k of keys) body[k] = rng.next() < 0.3 ? evilValue(rng) : base[k];
      return { json: body };
    }
  }
}

export const EVIL_PATH_SEGMENTS = [
  '-1',
  '0',
  '1e309',
  'abc',
  '99999999999',
  '1.5',
  '%00',
  '%E0%A4%A',
  'NaN',
  'Infinity',
  ' ',
  '%20',
  'x'.repeat(3000),
  '..%2F..',
  '9007199254740993',
  '0x10',
  '2026-02-30',
  '__proto__',
];
