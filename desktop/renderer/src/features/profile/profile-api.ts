import {
  apiRoutes,
  fillRoute,
  heatmapResponseSchema,
  problemCountResponseSchema,
  profileSubmissionsResponseSchema,
  progressResponseSchema,
  publicUserSchema,
  rankResponseSchema,
  withQuery,
} from '@zencode/shared/contract';
import { apiCall, apiRead } from '@/lib/api-client.ts';

/**
 * The profile calls; reads by username follow the profile's visibility. Reads say
 * whether they are the desktop app's saved copy (offline).
 */
export const profileApi = {
  publicProfile: (username: string, signal?: AbortSignal) =>
    apiRead(fillRoute(apiRoutes.profile.publicByUsername, { username }), {
      schema: publicUserSchema,
      signal,
      // A private or missing profile is an answer the page shows, not a failure to log.
      expectedStatuses: [404],
    }),
  /** Days are bucketed in `timeZone`, the browser's. */
  heatmap: (username: string, timeZone: string, signal?: AbortSignal) =>
    apiRead(withQuery(fillRoute(apiRoutes.profile.heatmap, { username }), { tz: timeZone }), {
      schema: heatmapResponseSchema,
      signal,
    }),
  progress: (username: string, signal?: AbortSignal) =>
    apiRead(fillRoute(apiRoutes.profile.progress, { username }), {
      schema: progressResponseSchema,
      signal,
    }),
  rank: (username: string, signal?: AbortSignal) =>
    apiRead(fillRoute(apiRoutes.profile.rank, { username }), {
      schema: rankResponseSchema,
      signal,
    }),
  submissions: (username: string, signal?: AbortSignal) =>
    apiRead(fillRoute(apiRoutes.profile.submissions, { username }), {
      schema: profileSubmissionsResponseSchema,
      signal,
    }),
  problemCount: (signal?: AbortSignal) =>
    apiCall(apiRoutes.problems.count, { schema: problemCountResponseSchema, signal }),
};
