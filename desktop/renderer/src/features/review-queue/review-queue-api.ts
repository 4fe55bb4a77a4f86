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
import { apiCall } from '@/lib/api-client.ts';

/** The learner's time zone: their "today" for the schedule and the daily problem. */
export const learnerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const tz = () => `tz=${encodeURIComponent(learnerTimeZone())}`;
const withId = (pattern: `${string}{id}${string}`, id: string) => fillRoute(pattern, { id });

/** The review queue's, notes' and daily problem's calls. */
export const reviewQueueApi = {
  queue: (signal?: AbortSignal) =>
    apiCall(`${reviewQueueRoutes.queue}?${tz()}`, { schema: reviewQueueSchema, signal }),
  rate: (problemId: string, rating: ReviewRating) =>
    apiCall(`${withId(reviewQueueRoutes.rating, problemId)}?${tz()}`, {
      method: 'PUT',
      body: { rating },
      schema: reviewCardSchema,
    }),
  giveUp: (problemId: string) =>
    apiCall(`${withId(reviewQueueRoutes.giveUp, problemId)}?${tz()}`, {
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
    apiCall(withId(reviewQueueRoutes.note, problemId), {
      method: 'PUT',
      body: { body },
      schema: noteSchema,
    }),
  daily: (signal?: AbortSignal) =>
    apiCall(`${reviewQueueRoutes.daily}?${tz()}`, { schema: dailyProblemSchema, signal }),
};
