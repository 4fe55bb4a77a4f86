import { createRoute } from '@hono/zod-openapi';
import {
  idParamSchema,
  interviewCurrentSchema,
  interviewEventBodySchema,
  interviewHistorySchema,
  interviewRoutes,
  interviewSessionSchema,
  interviewStartSchema,
  messageBodySchema,
} from '@zencode/shared/contract';
import { createRouter } from '../../app-env.ts';
import { bearerAuth, errorResponses, jsonBody, jsonResponse } from '../../http/index.ts';
import { currentUser, limitRequest, requireUser } from '../auth/index.ts';
import {
  currentInterview,
  endInterview,
  interviewHistory,
  readInterview,
  recordInterviewEvent,
  startInterview,
} from './interview-sessions.ts';

const learner = { tags: ['interview'], security: bearerAuth, middleware: [requireUser] };
const conflict = (what: string) => ({ 409: jsonResponse(messageBodySchema, what) });
const limited = {
  429: jsonResponse(
    messageBodySchema,
    'Too many interview writes: wait for the Retry-After header (seconds)',
  ),
};

const start = createRoute({
  ...learner,
  operationId: 'startInterview',
  method: 'post',
  path: interviewRoutes.sessions,
  summary: 'Start a timed interview session; its problems are drawn once, unsolved ones first',
  description:
    "`pair`: 45 minutes, an Easy or Medium then a Medium. `assessment`: 70 minutes, four of rising difficulty. `custom`: its own minutes, count and patterns. The deadline is the server's start time plus the minutes. Limited per learner (429 with Retry-After).",
  request: { body: jsonBody(interviewStartSchema) },
  responses: {
    201: jsonResponse(interviewSessionSchema, 'The session, started'),
    ...errorResponses,
    ...conflict('A session is already running'),
    ...limited,
  },
});
const history = createRoute({
  ...learner,
  operationId: 'listInterviews',
  method: 'get',
  path: interviewRoutes.sessions,
  summary: "The caller's sessions, newest first, each with its report once ended",
  responses: { 200: jsonResponse(interviewHistorySchema, 'Newest first'), ...errorResponses },
});
const current = createRoute({
  ...learner,
  operationId: 'getCurrentInterview',
  method: 'get',
  path: interviewRoutes.current,
  summary: 'The session running now (null when none): resuming after a reload or a lost network',
  responses: {
    200: jsonResponse(interviewCurrentSchema, 'The open session or null'),
    ...errorResponses,
  },
});
const byId = createRoute({
  ...learner,
  operationId: 'getInterview',
  method: 'get',
  path: interviewRoutes.session,
  summary: "One of the caller's sessions with its report; 404 for anyone else's",
  request: { params: idParamSchema },
  responses: { 200: jsonResponse(interviewSessionSchema, 'The session'), ...errorResponses },
});
const event = createRoute({
  ...learner,
  operationId: 'recordInterviewEvent',
  method: 'post',
  path: interviewRoutes.events,
  summary: 'Record a Run, or a submission made for the session',
  description:
    "Refused with 409 once the session has ended by the server's clock (an end under way is waited for), and for a submission made outside the session's time; such a submission stays an ordinary one. Limited per learner (429 with Retry-After).",
  request: { params: idParamSchema, body: jsonBody(interviewEventBodySchema) },
  responses: {
    204: { description: 'Recorded' },
    ...errorResponses,
    ...conflict('The session has ended'),
    ...limited,
  },
});
const end = createRoute({
  ...learner,
  operationId: 'endInterview',
  method: 'post',
  path: interviewRoutes.end,
  summary: 'End the session now',
  description:
    'Every problem with no submission for the session gets its last draft saved in time submitted, in the same transaction as the end (a draft the judge no longer takes, its problem unpublished, is left out). Ending an ended session changes nothing. Limited per learner (429 with Retry-After).',
  request: { params: idParamSchema },
  responses: {
    200: jsonResponse(interviewSessionSchema, 'The ended session'),
    ...errorResponses,
    ...limited,
  },
});

export const interviewRouter = createRouter()
  .openapi(start, async (c) => {
    const user = currentUser(c);
    await limitRequest(c, [['interviewWritesPerUser', user.id]]);
    const id = await startInterview(c.var.deps.db, user.id, c.req.valid('json'));
    return c.json(await readInterview(c.var.deps.db, user.id, id), 201);
  })
  .openapi(history, async (c) =>
    c.json({ sessions: await interviewHistory(c.var.deps.db, currentUser(c).id) }, 200),
  )
  .openapi(current, async (c) =>
    c.json({ session: await currentInterview(c.var.deps.db, currentUser(c).id) }, 200),
  )
  .openapi(byId, async (c) =>
    c.json(await readInterview(c.var.deps.db, currentUser(c).id, c.req.valid('param').id), 200),
  )
  .openapi(event, async (c) => {
    const user = currentUser(c);
    await limitRequest(c, [['interviewWritesPerUser', user.id]]);
    await recordInterviewEvent(
      c.var.deps.db,
      user.id,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.body(null, 204);
  })
  .openapi(end, async (c) => {
    const user = currentUser(c);
    const { id } = c.req.valid('param');
    await limitRequest(c, [['interviewWritesPerUser', user.id]]);
    await endInterview(c.var.deps.db, user.id, id);
    return c.json(await readInterview(c.var.deps.db, user.id, id), 200);
  });
