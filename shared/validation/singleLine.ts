import type { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters } from '../text/controlCharacters.js';

/**
 * A one-line name or label: refuses line breaks and other control characters with a message that
 * says so. Chain it after `.trim()`, so that the surrounding whitespace a paste brings is dropped
 * rather than refused.
 */
export function singleLine<T extends z.ZodString>(schema: T, label: string): T {
  return schema.refine((text) => !hasControlCharacters(text), controlCharactersMessage(label));
}
