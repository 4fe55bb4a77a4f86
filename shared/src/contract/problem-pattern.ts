import { z } from 'zod';

/**
 * The 18 patterns interview preparation is organised around; each problem names one
 * (`pattern` in api/catalog/<slug>/problem.json), and the problem list filters by it.
 */
export const problemPatterns = [
  'arrays-hashing',
  'two-pointers',
  'sliding-window',
  'stack',
  'binary-search',
  'linked-list',
  'trees',
  'tries',
  'heap',
  'backtracking',
  'graphs',
  'advanced-graphs',
  'dp-1d',
  'dp-2d',
  'greedy',
  'intervals',
  'math-geometry',
  'bit-manipulation',
] as const;
export const problemPatternSchema = z.enum(problemPatterns);
export type ProblemPattern = z.infer<typeof problemPatternSchema>;

/** Progressive hints: the first a nudge, the last nearly the approach. */
export const problemHintsSchema = z.array(z.string().trim().min(1)).min(2).max(3);
/** Slugs of similar catalogue problems. */
export const similarProblemsSchema = z.array(z.string().min(1)).max(4);
