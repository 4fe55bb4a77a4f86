import {
  dailyProblemSchema,
  fillRoute,
  noteSchema,
  reviewCardSchema,
  reviewHistorySchema,
  reviewQueueRoutes,
  reviewQueueSchema,
  type ReviewRating,
} from '@zencode/shared/contract';
import { apiCall, apiRead } from '@/lib/api-client.ts';

/** The learner's time zone: their "today" for the schedule and the daily problem. */
export const learnerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const tz = () => `tz=${encodeURIComponent(learnerTimeZone())}`;
const withId = (pattern: `${string}{id}${string}`, id: string) => fillRoute(pattern, { id });

/**
 * The review queue's, notes' and daily problem's calls. In the desktop app offline, `offlineCopy`
 * says the answer is this computer's (the last copy, or a write kept to be sent later).
 */
export const reviewQueueApi = {
  queue: async (signal?: AbortSignal) => {
    const read = await apiRead(`${reviewQueueRoutes.queue}?${tz()}`, {
      schema: reviewQueueSchema,
      signal,
    });
    return { ...read.data, offlineCopy: read.offlineCopy };
  },
  rate: (problemId: string, rating: ReviewRating) =>
    apiRead(`${withId(reviewQueueRoutes.rating, problemId)}?${tz()}`, {
      method: 'PUT',
      body: { rating },
      schema: reviewCardSchema,
    }),
  giveUp: (problemId: string) =>
    apiRead(`${withId(reviewQueueRoutes.giveUp, problemId)}?${tz()}`, {
      method: 'POST',
      schema: reviewCardSchema,
    }),
  history: () => apiCall(reviewQueueRoutes.history, { schema: reviewHistorySchema }),
  deleteHistory: () => apiCall(reviewQueueRoutes.history, { method: 'DELETE' }),
  notes: (search: string, signal?: AbortSignal) =>
    apiCall(`${reviewQueueRoutes.notes}?search=${encodeURIComponent(search)}`, {
      schema: noteSchema.array(),
      signal,
    }),
  note: (problemId: string, signal?: AbortSignal) =>
    apiCall(withId(reviewQueueRoutes.note, problemId), { schema: noteSchema, signal }),
  saveNote: (problemId: string, body: string) =>
    apiRead(withId(reviewQueueRoutes.note, problemId), {
      method: 'PUT',
      body: { body },
      schema: noteSchema,
    }),
  daily: (signal?: AbortSignal) =>
    apiCall(`${reviewQueueRoutes.daily}?${tz()}`, { schema: dailyProblemSchema, signal }),
};
