import { createRoute } from '@hono/zod-openapi';
import {
  apiRoutes,
  idParamSchema,
  leaderboardEntrySchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  messages,
} from '@zencode/shared/contract';
import { createRouter } from '../../app-env.ts';
import { NotFoundError } from '../../errors.ts';
import {
  cachedRead,
  notModifiedResponse,
  sendPublicAnswer,
  userTag,
} from '../../read-cache/index.ts';
import { optionalUser } from '../auth/index.ts';
import { answerProfileRead } from '../profile/index.ts';
import { jsonResponse, optionalBearer, publicAccess, errorResponses } from '../../http/index.ts';
import { leaderboardEntryOf } from './leaderboard-entry.ts';
import { leaderboardPage } from './leaderboard-page.ts';

const pointsRule =
  'Zen Score: Easy 10, Medium 20, Hard 40 points per problem, first Accepted only.';

const listLeaderboard = createRoute({
  operationId: 'getLeaderboard',
  method: 'get',
  path: apiRoutes.leaderboard.list,
  security: publicAccess,
  tags: ['leaderboard'],
  summary: 'One page of ranked users and the overall top three (legends)',
  description: `${pointsRule} Order: score descending, then who reached it first, then username. Users without a solved problem are not ranked.`,
  request: { query: leaderboardQuerySchema },
  responses: {
    200: jsonResponse(leaderboardResponseSchema, 'The page'),
    304: notModifiedResponse,
    400: errorResponses[400],
  },
});

const getEntry = createRoute({
  operationId: 'getLeaderboardEntry',
  method: 'get',
  path: apiRoutes.leaderboard.byId,
  tags: ['leaderboard'],
  summary: "One ranked user's leaderboard entry, by username",
  description: `${pointsRule} 404 for an unknown user, a private profile (but to its owner) or one without a rank yet.`,
  security: optionalBearer,
  middleware: [optionalUser] as const,
  request: { params: idParamSchema },
  responses: {
    200: jsonResponse(leaderboardEntrySchema, 'The entry'),
    304: notModifiedResponse,
    404: errorResponses[404],
  },
});

/** The public leaderboard: pages in rank order, and one user's entry. */
export const leaderboardRoutes = createRouter()
  .openapi(listLeaderboard, async (c) => {
    const { db, config, readCache } = c.var.deps;
    const { page, limit } = c.req.valid('query');
    const answer = await cachedRead(readCache, `leaderboard:${page}:${limit}`, async () => {
      const { board, userIds } = await leaderboardPage(db, config.publicUrl, page, limit);
      return { value: board, tags: ['ranking', ...userIds.map(userTag)] };
    });
    return sendPublicAnswer(c, answer);
  })
  .openapi(getEntry, async (c) => {
    const { db, config } = c.var.deps;
    return answerProfileRead(c, c.req.valid('param').id, {
      key: 'leaderboard-entry',
      tags: ['ranking'],
      load: async (profile) => {
        const entry = await leaderboardEntryOf(db, config.publicUrl, profile);
        if (!entry) throw new NotFoundError(messages.userNotFound);
        return entry;
      },
    });
  });
