import { z } from 'zod';

/** A JSON number, or a numeric string from a form or a query string. */
export const numeric = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v), z.number({ error: message }));
