import { z } from 'zod';
import { MAX_ROW_ID } from '../validation/rowIds.js';
import { singleLine } from '../validation/singleLine.js';

// Texts of spec section 5 (Link label, Link url); the web form uses these same schemas.
export const LINK_MESSAGES = {
  label: 'Label is required',
  labelMax: 'Label must be at most 100 characters',
  url: 'URL is required',
  urlScheme: 'URL must start with http:// or https://',
  urlMax: 'URL must be at most 2048 characters',
  urlInvalid: 'Please enter a valid URL',
} as const;

export const LINK_LABEL_MAX = 100;
export const LINK_URL_MAX = 2048;

export const linkLabelSchema = singleLine(
  z.string({ error: LINK_MESSAGES.label }).trim().min(1, LINK_MESSAGES.label).max(LINK_LABEL_MAX, LINK_MESSAGES.labelMax),
  'Label',
);

export const linkUrlSchema = singleLine(z.string({ error: LINK_MESSAGES.url }).trim(), 'URL')
  .min(1, LINK_MESSAGES.url)
  .regex(/^https?:\/\//i, LINK_MESSAGES.urlScheme)
  .max(LINK_URL_MAX, LINK_MESSAGES.urlMax)
  .refine((v) => URL.canParse(v) && new URL(v).hostname !== '', LINK_MESSAGES.urlInvalid);

export const LinkInput = z.object({ label: linkLabelSchema, url: linkUrlSchema });
export type LinkInput = z.infer<typeof LinkInput>;

export const LinkUpdateInput = z
  .object({ label: linkLabelSchema.optional(), url: linkUrlSchema.optional() })
  .refine((v) => v.label !== undefined || v.url !== undefined, { message: 'Nothing to update: give a label or a url' });

const idMessage = 'Invalid link id';
export const linkIdSchema = z.coerce.number({ error: idMessage }).int(idMessage).positive(idMessage).max(MAX_ROW_ID, idMessage);

export const ReorderLinksInput = z.object({
  linkIds: z
    .array(linkIdSchema, { error: 'linkIds must be a list of link ids' })
    .max(1000, 'Too many links')
    .refine((ids) => new Set(ids).size === ids.length, 'linkIds must not repeat a link'),
});
