import { z } from 'zod';

/** Bars in the runtime and memory distributions. */
export const STANDING_BUCKETS = 10;

export const standingBucketSchema = z.object({
  /** Lower bound, inclusive (ms or KB). */
  from: z.number(),
  /** Upper bound, exclusive. */
  to: z.number(),
  count: z.number().int().min(0),
});

/** Where one figure (runtime or memory) of an Accepted submission stands among all accepted ones. */
export const standingMetricSchema = z.object({
  value: z.number(),
  /** Percent of accepted submissions with a larger figure: "faster than 87%". */
  beats: z.number().min(0).max(100),
  buckets: z.array(standingBucketSchema),
  /** The bucket this submission falls in. */
  mine: z.number().int().min(0),
});
export type StandingMetric = z.infer<typeof standingMetricSchema>;

/**
 * GET /submission/standing/{id}: an Accepted submission's runtime and memory among every accepted
 * submission of the same problem and language, however few (`accepted` says how many), and null
 * for a submission that is not Accepted.
 */
export const submissionStandingSchema = z.object({
  accepted: z.number().int().min(0),
  runtime: standingMetricSchema.nullable(),
  memory: standingMetricSchema.nullable(),
});
export type SubmissionStanding = z.infer<typeof submissionStandingSchema>;
