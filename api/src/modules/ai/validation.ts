import { z } from 'zod';

export const tzOffset = z.coerce
  .number({ error: 'tzOffsetMinutes must be a number of minutes' })
  .int('tzOffsetMinutes must be a whole number of minutes')
  .min(-840, 'tzOffsetMinutes must be between -840 and 840')
  .max(840, 'tzOffsetMinutes must be between -840 and 840');

export const InsightsInput = z.object({
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days must be between 1 and 90')
    .max(90, 'days must be between 1 and 90')
    .default(7),
  tzOffsetMinutes: tzOffset.default(0),
});

export const RefreshInput = z.object({ tzOffsetMinutes: tzOffset.default(0) });
