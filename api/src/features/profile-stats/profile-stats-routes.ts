import { createRoute } from '@hono/zod-openapi';
import {
  apiRoutes,
  heatmapResponseSchema,
  messages,
  profileSubmissionsResponseSchema,
  progressResponseSchema,
  publicUserSchema,
  rankResponseSchema,
  userSchema,
  usernameParamSchema,
} from '@zencode/shared/contract';
import { z } from 'zod';
import { createRouter } from '../../app-env.ts';
import { jsonResponse, optionalBearer, errorResponse, errorResponses } from '../../http/index.ts';
import { notModifiedResponse } from '../../read-cache/index.ts';
import { optionalUser } from '../auth/index.ts';
import { rankOfUser } from '../leaderboard/index.ts';
import { answerProfileRead, publicProfileRead, readableProfile } from '../profile/index.ts';
import { recentSubmissions } from './recent-submissions.ts';
import { solvedByDifficulty } from './solved-by-difficulty.ts';
import { submissionsPerDay } from './submissions-per-day.ts';
import { nextDayStart, timeZoneQuerySchema, todayIn } from './time-zone.ts';

const privacy = `A private profile answers 404 "${messages.profileNotPublic}" to everyone but its owner, exactly like an unknown username.`;

/** A public read by username; a signed-in owner (bearer token) also reads a private profile. */
function profileRead<T extends z.ZodType>(
  operationId: string,
  path: string,
  summary: string,
  schema: T,
) {
  return createRoute({
    operationId,
    method: 'get',
    path,
    tags: ['profile'],
    summary,
    description: privacy,
    security: optionalBearer,
    middleware: [optionalUser] as const,
    request: { params: usernameParamSchema },
    responses: {
      200: jsonResponse(schema, summary),
      304: notModifiedResponse,
      400: errorResponses[400],
      404: errorResponse('Private or unknown profile'),
    },
  });
}

const getPublicProfile = profileRead(
  'getPublicProfile',
  apiRoutes.profile.publicByUsername,
  'The public profile view (the owner reads the whole user)',
  z.union([publicUserSchema, userSchema]),
);
const getHeatmap = createRoute({
  operationId: 'getHeatmap',
  method: 'get',
  path: apiRoutes.profile.heatmap,
  tags: ['profile'],
  summary: "Submissions per day over the 365 days ending today in the viewer's time zone (tz)",
  description: privacy,
  security: optionalBearer,
  middleware: [optionalUser] as const,
  request: { params: usernameParamSchema, query: timeZoneQuerySchema },
  responses: {
    200: jsonResponse(heatmapResponseSchema, 'One entry per day, ascending'),
    304: notModifiedResponse,
    400: errorResponses[400],
    404: errorResponse('Private or unknown profile'),
  },
});
const getProgress = profileRead(
  'getProgress',
  apiRoutes.profile.progress,
  'Solved problems by difficulty',
  progressResponseSchema,
);
const getRank = profileRead(
  'getRank',
  apiRoutes.profile.rank,
  "Leaderboard rank ('-' before the first solved problem) and Zen Score",
  rankResponseSchema,
);
const getSubmissions = profileRead(
  'listRecentSubmissions',
  apiRoutes.profile.submissions,
  'The three latest submissions, newest first, without code',
  profileSubmissionsResponseSchema,
);

/**
 * Per-username profile reads: public view, heatmap, progress, rank and recent submissions.
 * The public view is registered first so that /profile/public/{username} is never read as the
 * heatmap or progress of a user called "public".
 */
export const profileStatsRoutes = createRouter()
  .openapi(getPublicProfile, async (c) => {
    const { db, config } = c.var.deps;
    return answerProfileRead(c, c.req.valid('param').username, publicProfileRead(db, config));
  })
  .openapi(getHeatmap, async (c) => {
    const { db } = c.var.deps;
    const { tz } = c.req.valid('query');
    const now = Date.now();
    const today = todayIn(tz, new Date(now));
    return answerProfileRead(c, c.req.valid('param').username, {
      key: `heatmap:${tz}:${today}`,
      addressExpires: nextDayStart(tz, now),
      load: async (profile) => ({ heatmap: await submissionsPerDay(db, profile.id, tz, today) }),
    });
  })
  .openapi(getProgress, async (c) => {
    const { db } = c.var.deps;
    const profile = await readableProfile(db, c.req.valid('param').username, c.var.user);
    return c.json({ stats: await solvedByDifficulty(db, profile.id) }, 200);
  })
  .openapi(getRank, async (c) => {
    const { db } = c.var.deps;
    return answerProfileRead(c, c.req.valid('param').username, {
      key: 'rank',
      tags: ['ranking'],
      load: async (profile) => ({
        rank: (await rankOfUser(db, profile)) ?? ('-' as const),
        score: profile.score,
      }),
    });
  })
  .openapi(getSubmissions, async (c) => {
    const { db } = c.var.deps;
    const profile = await readableProfile(db, c.req.valid('param').username, c.var.user);
    return c.json({ submissions: await recentSubmissions(db, profile.id) }, 200);
  });
