import { isoDateTimeSchema } from '@zencode/shared/contract';
import { timeZoneQuerySchema } from '../profile-stats/index.ts';

/** How far back a rating sent later may say it was made (the heatmap counts reviews given up). */
const keptOfflineDays = 30;

/**
 * `?tz=&at=`: `at` is when the learner acted, for a rating sent later by the desktop app (made
 * offline, at most 30 days ago); left out, now. A time ahead of the server's clock counts as now.
 */
export const reviewTimeQuerySchema = timeZoneQuerySchema.extend({
  at: isoDateTimeSchema
    .refine((at) => Date.parse(at) >= Date.now() - keptOfflineDays * 86_400_000, {
      message: `A review sent later must be from the last ${keptOfflineDays} days.`,
    })
    .optional(),
});

/** The moment a review write happened: `at`, never later than now. */
export const actedAt = (at: string | undefined, now = new Date()): Date =>
  at === undefined || Date.parse(at) > now.getTime() ? now : new Date(at);
