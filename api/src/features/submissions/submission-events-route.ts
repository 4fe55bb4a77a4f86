import { createRoute } from '@hono/zod-openapi';
import {
  apiRoutes,
  idParamSchema,
  messages,
  submissionEventSchema,
  type SubmissionEvent,
} from '@zencode/shared/contract';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { createRouter } from '../../app-env.ts';
import { TooManyRequestsError } from '../../errors.ts';
import { errorResponse, StreamSlots } from '../../http/index.ts';
import { judgeRuntimeOf, type ProgressMessage } from '../../queue/index.ts';
import { currentUser, requireUser } from '../auth/index.ts';
import { readableSubmission, view } from './submission-access.ts';
import { readErrors } from './submission-openapi.ts';
import { findSubmissionView } from './submission-queries.ts';

/** The stream re-reads the database this often, in case a notification was lost. */
const recheckMs = 5000;
/** A stream never stays open longer (the client reconnects or reads the submission). */
const maxStreamMs = 10 * 60_000;
/** Streams one learner may hold open in this process (tabs, devices, submissions in flight). */
export const streamsPerLearner = 10;
const streamSlots = new StreamSlots(streamsPerLearner);

const events = createRoute({
  operationId: 'followSubmission',
  method: 'get',
  path: apiRoutes.submissions.events,
  tags: ['submissions'],
  summary: 'Live judging progress as server-sent events',
  description:
    'Events: `progress` with `{status, casesDone, totalCases}` (queued, compiling, running case ' +
    'k of n), then one `done` with the same fields plus `submission` (the final result, as ' +
    'GET /submission/{id} shows it), after which the stream ends. A finished submission sends ' +
    '`done` at once. Send the bearer token in the Authorization header (fetch-based SSE).',
  security: [{ bearer: [] }],
  middleware: [requireUser] as const,
  request: { params: idParamSchema },
  responses: {
    200: {
      description: 'text/event-stream of SubmissionEvent',
      content: { 'text/event-stream': { schema: submissionEventSchema } },
    },
    ...readErrors,
    429: errorResponse(`The learner has ${streamsPerLearner} streams open already`),
  },
});

async function send(stream: SSEStreamingApi, event: 'progress' | 'done', data: SubmissionEvent) {
  await stream.writeSSE({ event, data: JSON.stringify(data) });
}

export const submissionEventRoutes = createRouter().openapi(events, async (c) => {
  const { id } = c.req.valid('param');
  // Ownership is checked before the stream opens, so a stranger gets a plain 404.
  await readableSubmission(c, id);
  const slot = streamSlots.take(currentUser(c).id);
  if (!slot) throw new TooManyRequestsError(messages.tooManyStreams);
  const runtime = judgeRuntimeOf(c);
  const { db } = c.var.deps;
  const follow = async (stream: SSEStreamingApi) => {
    // Steps not sent yet: a newer count replaces an older one of the same stage, but no stage
    // (compiling, running) is ever skipped, however close together they arrive.
    const inbox: ProgressMessage[] = [];
    let wake: () => void = () => undefined;
    const unsubscribe = await runtime.progress.subscribe(id, (message) => {
      if (inbox.at(-1)?.status === message.status) inbox[inbox.length - 1] = message;
      else inbox.push(message);
      wake();
    });
    stream.onAbort(() => wake());
    const finish = async () => {
      const row = await findSubmissionView(db, id);
      if (!row) return;
      const submission = view(c, row);
      const total = submission.totalCases;
      await send(stream, 'done', {
        status: 'done',
        casesDone: total,
        totalCases: total,
        submission,
      });
    };
    try {
      // Subscribed first, read second: a step that lands in between still arrives.
      const row = await findSubmissionView(db, id);
      if (!row) return;
      if (row.status === 'done') return await finish();
      await send(stream, 'progress', {
        status: row.status,
        casesDone: 0,
        totalCases: row.total_cases,
      });
      const deadline = Date.now() + maxStreamMs;
      while (!stream.aborted && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          if (inbox.length > 0) resolve();
          setTimeout(resolve, recheckMs).unref();
        });
        const messages = inbox.splice(0);
        if (stream.aborted) return;
        for (const message of messages) {
          if (message.status === 'done') return await finish();
          const { status, casesDone, totalCases } = message;
          await send(stream, 'progress', { status, casesDone, totalCases });
        }
        if (messages.length > 0) continue;
        const now = await findSubmissionView(db, id);
        if (!now || now.status === 'done') return await finish();
        // Nothing new: a comment keeps proxies from closing an idle stream.
        await stream.write(': waiting\n\n');
      }
    } finally {
      unsubscribe();
    }
  };
  // The slot is the learner's until the stream ends, however it ends.
  const response = streamSSE(c, (stream) => follow(stream).finally(() => slot.release()));
  return response as never;
});
