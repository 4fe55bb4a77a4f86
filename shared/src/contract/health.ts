import { z } from 'zod';
import { languageSchema } from './signature.ts';

export const languageStatusSchema = z.object({
  id: languageSchema,
  label: z.string(),
  available: z.boolean(),
  /** The toolchain's version line, when found. */
  version: z.string().optional(),
});
export type LanguageStatus = z.infer<typeof languageStatusSchema>;

/** GET /health: ok when the database answers and at least one language is available. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.boolean(),
  languages: z.array(languageStatusSchema),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
