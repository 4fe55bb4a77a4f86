import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { patternIds, patternIdSchema } from '@zencode/shared/contract';
import { z } from 'zod';
import { slugPattern } from './catalog-schema.ts';
import { CatalogError, defaultCatalogDir } from './read-catalog.ts';

/** api/catalog/study-plan.json: the canon's patterns in learning order, each with its slugs. */
export const studyPlanFileSchema = z
  .strictObject({
    mostAskedRule: z.string().min(1),
    patterns: z
      .array(
        z.strictObject({
          id: patternIdSchema,
          problems: z.array(z.string().regex(slugPattern)).min(1),
        }),
      )
      .refine((patterns) => patterns.map((pattern) => pattern.id).join() === patternIds.join(), {
        message: `every pattern once, in this order: ${patternIds.join(', ')}`,
      }),
    mostAsked: z.array(z.string().regex(slugPattern)),
  })
  .superRefine((plan, ctx) => {
    const seen = new Set<string>();
    for (const pattern of plan.patterns) {
      for (const slug of pattern.problems) {
        if (seen.has(slug))
          ctx.addIssue({ code: 'custom', path: ['patterns'], message: `${slug} is listed twice` });
        seen.add(slug);
      }
    }
    if (new Set(plan.mostAsked).size !== plan.mostAsked.length)
      ctx.addIssue({ code: 'custom', path: ['mostAsked'], message: 'a slug is listed twice' });
    for (const slug of plan.mostAsked) {
      if (!seen.has(slug))
        ctx.addIssue({
          code: 'custom',
          path: ['mostAsked'],
          message: `${slug} is not in a pattern`,
        });
    }
  });
export type StudyPlanFile = z.infer<typeof studyPlanFileSchema>;

/** Reads and validates study-plan.json; a mistake throws CatalogError naming the field. */
export function readStudyPlanFile(catalogDir: string = defaultCatalogDir): StudyPlanFile {
  const path = join(catalogDir, 'study-plan.json');
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new CatalogError([`${path}: ${(error as Error).message}`]);
  }
  const parsed = studyPlanFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new CatalogError(
      parsed.error.issues.map((issue) => `${path}: ${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return parsed.data;
}
