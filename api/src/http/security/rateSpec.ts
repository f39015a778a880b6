import { z } from 'zod';

/** One limit: at most `max` attempts per `windowMs`. */
export type RateSpec = { max: number; windowMs: number };

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/** Reads "10/15m" (10 attempts per 15 minutes); units s, m or h. */
export function parseRateSpec(text: string): RateSpec | null {
  const m = /^\s*(\d{1,9})\s*\/\s*(\d{1,6})\s*([smh])\s*$/.exec(text);
  if (!m) return null;
  const max = Number(m[1]);
  const windowMs = Number(m[2]) * UNIT_MS[m[3] as keyof typeof UNIT_MS];
  return max > 0 && windowMs > 0 ? { max, windowMs } : null;
}

/** A zod field for an environment variable holding a rate like "10/15m", with a default. */
export const rateSpecVar = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v, ctx) => {
      const spec = parseRateSpec(v);
      if (!spec) ctx.addIssue({ code: 'custom', message: `expected attempts/window such as "${fallback}", got "${v}"` });
      return spec ?? { max: 1, windowMs: 1 };
    });
