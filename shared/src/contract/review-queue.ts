import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';
import { difficultySchema } from './problem.ts';

/**
 * Spaced review of solved problems (the review *queue*; the code review behind "Debug" is another
 * feature), private notes per problem and the daily problem.
 */
export const reviewQueueRoutes = {
  /** GET ?tz=: every card with its FSRS schedule, computed from the learner's review log. */
  queue: '/review-queue',
  /** PUT {rating}: confirms or changes today's rating of the problem's card. */
  rating: '/review-queue/{id}/rating',
  /** POST: a review given up counts as Again. */
  giveUp: '/review-queue/{id}/give-up',
  /** GET: review history and notes as JSON; DELETE: removes both. */
  history: '/review-queue/history',
  /** GET ?search=: the learner's notes, newest first. */
  notes: '/notes',
  /** GET / PUT {body}: the learner's private Markdown note on one problem. */
  note: '/notes/{id}',
  /** DELETE: forgets a copy of the note (a text that did not fit when two edits were merged). */
  noteCopy: '/notes/{id}/copies/{copyId}',
  /** GET ?tz=: today's daily problem in that time zone and the daily streak. */
  daily: '/daily-problem',
} as const;

export const reviewRatings = ['Again', 'Hard', 'Good', 'Easy'] as const;
export const reviewRatingSchema = z.enum(reviewRatings);
export type ReviewRating = z.infer<typeof reviewRatingSchema>;

/** One rating in the log: proposed at an Accepted verdict (until confirmed), or the learner's. */
export const reviewLogSchema = z.object({
  problemId: z.string(),
  rating: reviewRatingSchema,
  reviewedAt: z.string(),
  /** Still the server's proposal: unanswered, it stands at the end of the day. */
  proposed: z.boolean(),
  /** Why this rating was proposed (hints, editorial, failed submissions, time). */
  reasons: z.array(z.string()),
});
export type ReviewLog = z.infer<typeof reviewLogSchema>;

export const reviewCardSchema = z.object({
  problemId: z.string(),
  name: z.string(),
  difficulty: difficultySchema,
  /** When FSRS schedules the next review (ISO). */
  due: z.string(),
  reps: z.number().int().min(0),
  lapses: z.number().int().min(0),
  /** The latest rating; the one to confirm or change when it is `proposed` and from today. */
  last: reviewLogSchema,
  /** Whether the latest rating was given today in the requested time zone (it may change). */
  lastIsToday: z.boolean(),
});
export type ReviewCard = z.infer<typeof reviewCardSchema>;

export const reviewQueueSchema = z.object({
  cards: z.array(reviewCardSchema),
  /** Today's date ('YYYY-MM-DD') in the requested time zone. */
  today: z.string(),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

export const reviewRatingBodySchema = z.object({ rating: reviewRatingSchema }).strict();

export const NOTE_MAX_LENGTH = 20_000;
export const noteBodySchema = z
  .object({
    body: z.string().max(NOTE_MAX_LENGTH),
    /**
     * The note's `updatedAt` this text was written on (the desktop app, offline). When the note
     * changed since, nothing is lost: the stored text and this one are kept, one after the other.
     */
    baseUpdatedAt: isoDateTimeSchema.optional(),
  })
  .strict();

/** Between two texts of one note written apart (merged when an offline edit is synced). */
export const NOTE_MERGE_SEPARATOR = '\n\n---\n\n';
/** Copies kept per note: texts that did not fit in it when an offline edit was merged. */
export const NOTE_COPIES_MAX = 20;
/** A text of the note kept beside it, because the merged note would have passed its limit. */
export const noteCopySchema = z.object({ id: z.string(), body: z.string(), createdAt: z.string() });
export type NoteCopy = z.infer<typeof noteCopySchema>;
export const noteSchema = z.object({
  problemId: z.string(),
  name: z.string(),
  body: z.string(),
  updatedAt: z.string(),
  /** One note's reads: its copies, oldest first. */
  copies: z.array(noteCopySchema).optional(),
  /** A save's answer: the text sent did not fit after the stored one, so it was kept as a copy. */
  keptAsCopy: z.boolean().optional(),
});
export type Note = z.infer<typeof noteSchema>;

export const reviewHistorySchema = z.object({
  logs: z.array(reviewLogSchema),
  notes: z.array(noteSchema),
});

export const dailyProblemSchema = z.object({
  date: z.string(),
  problem: z.object({ _id: z.string(), name: z.string(), difficulty: difficultySchema }),
  /** Signed in: solved on its day; the daily streak counts days whose daily problem was. */
  solved: z.boolean(),
  streak: z.number().int().min(0),
});
export type DailyProblem = z.infer<typeof dailyProblemSchema>;

/** How far back a rating or give-up sent later by the desktop app may say it was made. */
export const REVIEW_SENT_LATER_MAX_DAYS = 30;

export const reviewQueueMessages = {
  nothingToRate: 'Nothing to rate today: solve or review this problem first.',
  noCard: 'This problem is not in your review queue yet: solve it first.',
  noProblems: 'No problem is published yet.',
  /** The desktop app kept an offline rating or note: it is sent when the server answers. */
  keptOffline: 'Saved on this computer: it is sent to your account when the server answers.',
  historyDeleted: 'Review history and notes deleted.',
  noteKeptAsCopy: `The note changed elsewhere and both texts together pass ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters: the other text stays the note, and yours is kept as a copy below it.`,
  noteCopiesFull: `This note already keeps ${NOTE_COPIES_MAX} copies: delete one before saving again. Nothing was changed.`,
  noteCopyNotFound: 'That copy of the note is no longer kept.',
  /** A rating or give-up the desktop app sends later (`at`) is kept this many days at most. */
  sentTooLate: `A review sent later must be from the last ${REVIEW_SENT_LATER_MAX_DAYS} days.`,
} as const;
