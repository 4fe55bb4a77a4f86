import {
  isoDateTimeSchema,
  REVIEW_SENT_LATER_MAX_DAYS,
  reviewQueueMessages,
} from '@zencode/shared/contract';
import { timeZoneQuerySchema } from '../profile-stats/index.ts';

/**
 * `?tz=&at=`: `at` is when the learner acted, for a rating sent later by the desktop app (made
 * offline, at most REVIEW_SENT_LATER_MAX_DAYS ago); left out, now. A time ahead of the server's
 * clock counts as now.
 */
export const reviewTimeQuerySchema = timeZoneQuerySchema.extend({
  at: isoDateTimeSchema
    .refine((at) => Date.parse(at) >= Date.now() - REVIEW_SENT_LATER_MAX_DAYS * 86_400_000, {
      message: reviewQueueMessages.sentTooLate,
    })
    .optional(),
});

/** The moment a review write happened: `at`, never later than now. */
export const actedAt = (at: string | undefined, now = new Date()): Date =>
  at === undefined || Date.parse(at) > now.getTime() ? now : new Date(at);
