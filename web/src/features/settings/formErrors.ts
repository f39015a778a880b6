import type { z } from 'zod';

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** The first rule message per field of a zod schema (the server's schemas, so the same words). */
export function fieldErrors<T extends object>(schema: z.ZodType, values: T): FieldErrors<T> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<T> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof T | undefined;
    if (field !== undefined && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export const hasErrors = (errors: object) => Object.values(errors).some(Boolean);
