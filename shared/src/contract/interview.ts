import { z } from 'zod';
import type { difficultySchema } from './problem.ts';
import { patternIdSchema } from './problem-help.ts';

/** The interview formats a learner picks from; custom sets its own length, count and patterns. */
export const interviewFormats = ['pair', 'assessment', 'custom'] as const;
export const interviewFormatSchema = z.enum(interviewFormats);
export type InterviewFormat = z.infer<typeof interviewFormatSchema>;

export const INTERVIEW_MIN_MINUTES = 10;
export const INTERVIEW_MAX_MINUTES = 180;
export const INTERVIEW_MAX_PROBLEMS = 6;

/** A session's shape: length in minutes, then one allowed set of difficulties per problem slot. */
export interface InterviewPlan {
  minutes: number;
  slots: ReadonlyArray<ReadonlyArray<z.infer<typeof difficultySchema>>>;
  /** Patterns to draw from; empty means any. */
  patterns: ReadonlyArray<z.infer<typeof patternIdSchema>>;
}

/** What starting a session asks for. */
export const interviewStartSchema = z.discriminatedUnion('format', [
  z.object({ format: z.literal('pair') }).strict(),
  z.object({ format: z.literal('assessment') }).strict(),
  z
    .object({
      format: z.literal('custom'),
      minutes: z.number().int().min(INTERVIEW_MIN_MINUTES).max(INTERVIEW_MAX_MINUTES),
      problems: z.number().int().min(1).max(INTERVIEW_MAX_PROBLEMS),
      patterns: z.array(patternIdSchema).max(18).default([]),
    })
    .strict(),
]);
export type InterviewStart = z.infer<typeof interviewStartSchema>;

export const interviewRoutes = {
  /** POST {format, …}: starts a session (409 while one runs); GET: past and current sessions. */
  sessions: '/interview/sessions',
  /** GET: the session running now, or null. */
  current: '/interview/current',
  /** GET: one of the caller's sessions with its report (404 for anyone else's). */
  session: '/interview/sessions/{id}',
  /** POST {problemId, kind, submissionId?}: a Run or a submission made for the session. */
  events: '/interview/sessions/{id}/events',
  /** POST: ends the session now; problems never submitted get their last saved draft submitted. */
  end: '/interview/sessions/{id}/end',
} as const;

export const interviewEventBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('run'), problemId: z.string().min(1).max(200) }).strict(),
  z
    .object({
      kind: z.literal('submit'),
      problemId: z.string().min(1).max(200),
      submissionId: z.uuid(),
    })
    .strict(),
]);
export type InterviewEventBody = z.infer<typeof interviewEventBodySchema>;

/** One problem's report, read from the session's recorded events. */
export const interviewProblemReportSchema = z.object({
  problemId: z.string(),
  name: z.string(),
  /** The last in-time submission's verdict; null when none was made or it is still judging. */
  verdict: z.string().nullable(),
  /** Whether a submission of it is still waiting for its verdict. */
  judging: z.boolean(),
  /** The first failing case of the last submission, when one failed. */
  failingCase: z
    .object({
      input: z.string().optional(),
      expected: z.string().optional(),
      output: z.string().optional(),
      hidden: z.boolean(),
    })
    .nullable(),
  /** Seconds from the session's start. */
  secondsToFirstRun: z.number().nullable(),
  secondsToAccepted: z.number().nullable(),
  submissions: z.number().int(),
  runs: z.number().int(),
  /** The editorial's idea and complexity: what the expected approach would have been. */
  editorialIdea: z.string().nullable(),
});
export type InterviewProblemReport = z.infer<typeof interviewProblemReportSchema>;

export const interviewSessionSchema = z.object({
  id: z.string(),
  format: interviewFormatSchema,
  minutes: z.number().int(),
  startedAt: z.string(),
  /** The server's deadline (startedAt + minutes): the countdown counts to it. */
  endsAt: z.string(),
  /** The server's time when this answer was made, so a client's countdown uses the server's clock. */
  serverNow: z.string(),
  endedAt: z.string().nullable(),
  problems: z.array(z.object({ problemId: z.string(), name: z.string() })),
  /** Filled once the session has ended. */
  report: z
    .object({
      problems: z.array(interviewProblemReportSchema),
      /** The overall summary in plain words. */
      summary: z.string(),
      complete: z.boolean(),
    })
    .nullable(),
});
export type InterviewSession = z.infer<typeof interviewSessionSchema>;

export const interviewCurrentSchema = z.object({ session: interviewSessionSchema.nullable() });
export const interviewHistorySchema = z.object({ sessions: z.array(interviewSessionSchema) });

export const interviewMessages = {
  alreadyRunning: 'An interview session is already running. End it before starting another.',
  ended: 'This interview session has ended; the submission was not counted for it.',
  notInSession: 'That problem is not part of this interview session.',
  noProblems: 'No published problems match this format.',
} as const;
