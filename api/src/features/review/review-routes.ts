import { createRoute } from '@hono/zod-openapi';
import {
  aiReviewRequestSchema,
  aiReviewResponseSchema,
  apiRoutes,
  messages,
} from '@zencode/shared/contract';
import { createRouter } from '../../app-env.ts';
import { ServiceUnavailableError } from '../../errors.ts';
import { jsonBody, jsonResponse, errorResponses } from '../../http/index.ts';
import { enforceRateLimits, type RateLimitRule } from '../../rate-limit/index.ts';
import { currentUser, requireUser } from '../auth/index.ts';
import { builtinReview } from './builtin-review.ts';
import { chatReview } from './chat-review.ts';
import { guessLanguage } from './guess-language.ts';
import { loadReviewProblem } from './review-context.ts';
import { reviewJudgeFor } from './review-judge.ts';

/** A review costs a model call or a compile and a judge run: a few a minute is plenty for a learner. */
export const reviewRateLimit: RateLimitRule = { limit: 10, windowMs: 60_000 };

const review = createRoute({
  operationId: 'reviewCode',
  method: 'post',
  path: apiRoutes.aiReview,
  tags: ['review'],
  summary: 'Review code (the Debug button): an AI model when configured, else compiler and tests',
  description:
    'With AI_BASE_URL and AI_MODEL set, an OpenAI-compatible model reviews the code with the ' +
    'problem statement. Otherwise the built-in review compiles it with warnings on and runs the ' +
    'public examples. Without `language` the language is guessed from the code.',
  security: [{ bearer: [] }],
  middleware: [requireUser] as const,
  request: { body: { ...jsonBody(aiReviewRequestSchema), description: 'The code' } },
  responses: {
    200: jsonResponse(aiReviewResponseSchema, 'The review as Markdown'),
    400: errorResponses[400],
    401: errorResponses[401],
    429: { description: 'Too many reviews in a minute' },
    503: { description: 'The AI endpoint failed' },
  },
});

/** POST /ai-review for signed-in learners, rate-limited per user. */
export const reviewRoutes = createRouter().openapi(review, async (c) => {
  const user = currentUser(c);
  const deps = c.var.deps;
  await enforceRateLimits(deps.db, [{ key: `ai-review:user:${user.id}`, rule: reviewRateLimit }]);
  const body = c.req.valid('json');
  const language = body.language ?? guessLanguage(body.code);
  const problem = await loadReviewProblem(deps.db, body.problemId);
  const request = { language, code: body.code, problem };
  // The built-in review: the answer without a model, and the context a model gets.
  const builtin = async () => {
    const judge = await reviewJudgeFor(deps);
    // The judge's slots bound how many compile-and-run jobs this process takes on at once.
    const slots = deps.judge?.runSlots;
    const review = () => builtinReview(request, judge);
    return slots ? slots.run(review) : review();
  };
  const ai = deps.config.ai;
  if (ai) {
    // Without a sandbox here the model still answers, from the code and the problem alone.
    const findings = await builtin().catch((error: unknown) => {
      deps.logger.warn('The built-in review for the AI review failed', error);
      return null;
    });
    try {
      return c.json({ aiResponse: await chatReview(ai, { ...request, findings }) }, 200);
    } catch (error) {
      deps.logger.warn(`AI review failed for user ${user.id}`, error);
      throw new ServiceUnavailableError(messages.aiReviewUnavailable);
    }
  }
  return c.json({ aiResponse: await builtin() }, 200);
});
