import { z } from 'zod';
import {
  LEADERBOARD_FIRST_PAGE,
  LEADERBOARD_PAGE_SIZE,
  LEADERBOARD_PAGE_SIZE_MAX,
} from './constants.ts';

/** GET /leaderboard?page&limit (query strings arrive as text). */
export const leaderboardQuerySchema = z.object({
  page: z.coerce.number().int().min(LEADERBOARD_FIRST_PAGE).default(LEADERBOARD_FIRST_PAGE),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LEADERBOARD_PAGE_SIZE_MAX)
    .default(LEADERBOARD_PAGE_SIZE),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

/** One ranked user. `handle` is the username; `email` is left out by the server for privacy. */
export const leaderboardEntrySchema = z.object({
  name: z.string(),
  handle: z.string(),
  avatar: z.string(),
  email: z.string().optional(),
  totalSubmissions: z.number().int().min(0),
  totalQuestions: z.number().int().min(0),
  score: z.number().int().min(0),
  rank: z.number().int().min(1),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** `legends` are the overall top three whatever the page; `data` is the requested page. */
export const leaderboardResponseSchema = z.object({
  legends: z.array(leaderboardEntrySchema).max(3),
  data: z.array(leaderboardEntrySchema),
  totalPages: z.number().int().min(0),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;
