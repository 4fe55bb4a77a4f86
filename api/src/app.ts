import { OpenAPIHono } from '@hono/zod-openapi';
import { API_BASE, apiRoutes, messages, pageRoutes } from '@zencode/shared/contract';
import { bodyLimit } from 'hono/body-limit';
import { etag } from 'hono/etag';
import type { AppDeps, AppEnv } from './app-env.ts';
import { PayloadTooLargeError } from './errors.ts';
import { authRoutes } from './features/auth/index.ts';
import { acceptanceRoutes } from './features/acceptance/index.ts';
import { authoringRouter } from './features/authoring/index.ts';
import { avatarRoutes } from './features/avatars/index.ts';
import { compilerRoutes } from './features/compiler/index.ts';
import { replayRoutes } from './features/replay/index.ts';
import { draftRoutes } from './features/drafts/index.ts';
import { submissionStandingRoutes } from './features/submission-standing/index.ts';
import { healthRoutes } from './features/health/index.ts';
import { interviewRouter } from './features/interview/index.ts';
import { leaderboardRoutes } from './features/leaderboard/index.ts';
import { problemDetailsRoutes } from './features/problem-details/index.ts';
import { problemHelpAdminRoutes, problemHelpRoutes } from './features/problem-help/index.ts';
import { problemRoutes } from './features/problems/index.ts';
import { profileSettingsRoutes } from './features/profile/index.ts';
import { profileStatsRoutes } from './features/profile-stats/index.ts';
import { reviewRoutes } from './features/review/index.ts';
import {
  dailyProblemRouter,
  noteRouter,
  reviewQueueRouter,
} from './features/review-queue/index.ts';
import { runRoutes } from './features/run/index.ts';
import { studyPlanRoutes } from './features/study-plan/index.ts';
import { submissionEventRoutes, submissionRoutes } from './features/submissions/index.ts';
import { testcaseRoutes } from './features/testcases/index.ts';
import {
  apiDocs,
  compressResponses,
  handleError,
  mountResources,
  requestLogger,
  secureHeadersMiddleware,
  validationHook,
} from './http/index.ts';
import { serveWebApp } from './web/serve-web-app.ts';

export type { AppDeps, AppEnv } from './app-env.ts';

/**
 * The whole HTTP surface: every resource router under /api, OpenAPI and its docs, and the web app
 * with history fallback. Errors become `{ message }` in one place (handleError).
 */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', requestLogger);
  app.use('*', secureHeadersMiddleware);
  app.use('*', compressResponses);
  const globalBodyLimit = bodyLimit({
    maxSize: deps.config.bodyLimitBytes,
    onError: () => {
      throw new PayloadTooLargeError();
    },
  });
  // Avatar uploads (up to AVATAR_UPLOAD_MAX_BYTES) and bulk problem uploads (a whole exported catalogue) carry their
  // own limits, in avatar-routes.ts and problem-admin-routes.ts.
  const ownLimitPaths = new Set([
    `${API_BASE}${apiRoutes.avatars.upload}`,
    `${API_BASE}${apiRoutes.problems.bulk}`,
  ]);
  // Reads carry no body; asking for one would build a full fetch Request on every read.
  const readMethods = new Set(['GET', 'HEAD']);
  app.use(`${API_BASE}/*`, (c, next) =>
    readMethods.has(c.req.method) || ownLimitPaths.has(c.req.path)
      ? next()
      : globalBodyLimit(c, next),
  );

  // Catalogue reads carry an ETag and answer an unchanged body with 304 to If-None-Match, so the
  // desktop cache revalidates without downloading the catalogue again.
  for (const route of [
    apiRoutes.problems.list,
    apiRoutes.problemDetails.full,
    apiRoutes.testcases.byProblem,
    apiRoutes.studyPlan,
  ]) {
    app.on('GET', `${API_BASE}${route.replace('{id}', ':id')}`, etag());
  }

  // One router per resource at its prefix (/api/problems, /api/auth, …), fixed paths before
  // {params}: the order of this list does not matter.
  mountResources(app, API_BASE, [
    healthRoutes,
    problemRoutes,
    authoringRouter,
    acceptanceRoutes,
    problemHelpRoutes,
    problemHelpAdminRoutes,
    runRoutes,
    studyPlanRoutes(),
    problemDetailsRoutes,
    testcaseRoutes,
    authRoutes,
    profileSettingsRoutes,
    profileStatsRoutes,
    leaderboardRoutes,
    avatarRoutes,
    reviewRoutes,
    reviewQueueRouter,
    noteRouter,
    dailyProblemRouter,
    interviewRouter,
    submissionRoutes,
    submissionEventRoutes,
    submissionStandingRoutes,
    compilerRoutes,
    replayRoutes,
    draftRoutes,
  ]);

  app.doc(`${API_BASE}${apiRoutes.openapi}`, {
    openapi: '3.0.3',
    info: {
      title: 'ZenCode API',
      version: '1.0.0',
      description: 'Every error answers `{ "message": "..." }` with its HTTP status.',
      // No open-source licence is granted (package.json: UNLICENSED): use of the API is what the
      // product's Terms page says.
      termsOfService: `${deps.config.publicUrl}${pageRoutes.terms}`,
      license: { name: 'Proprietary', url: `${deps.config.publicUrl}${pageRoutes.terms}` },
    },
    servers: [{ url: deps.config.publicUrl }],
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.route('/', apiDocs(`${API_BASE}${apiRoutes.docs}`, `${API_BASE}${apiRoutes.openapi}`));

  app.use('*', serveWebApp(deps.config.webDist));
  app.notFound((c) => {
    const path = c.req.path;
    const isApi = path === API_BASE || path.startsWith(`${API_BASE}/`);
    return c.json({ message: isApi ? messages.routeNotFound : messages.notFound }, 404);
  });
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
