import { createRoute } from '@hono/zod-openapi';
import {
  apiRoutes,
  patternNames,
  studyPlanQuerySchema,
  studyPlanSchema,
  type StudyPlan,
} from '@zencode/shared/contract';
import { createRouter } from '../../app-env.ts';
import { readStudyPlanFile, type StudyPlanFile } from '../../catalog/index.ts';
import type { Db } from '../../db/index.ts';
import { jsonResponse, errorResponses, publicAccess } from '../../http/index.ts';

const getStudyPlan = createRoute({
  method: 'get',
  path: apiRoutes.studyPlan,
  operationId: 'getStudyPlan',
  tags: ['problems'],
  security: publicAccess,
  summary: "The canon's 150 problems by pattern, in learning order, and which of them ship",
  description:
    '`plan=most-asked` keeps only the short plan of 75 in each pattern. Name and difficulty are given for the problems that are published. `mostAsked` marks the ' +
    'short plan of 75; `mostAskedRule` says how they were chosen. Carries an ETag.',
  request: { query: studyPlanQuerySchema },
  responses: {
    200: jsonResponse(studyPlanSchema, 'The study plan'),
    400: errorResponses[400],
  },
});

/** The plan with each slug marked as shipped (published) or not. */
export async function buildStudyPlan(
  db: Db,
  file: StudyPlanFile,
  onlyMostAsked = false,
): Promise<StudyPlan> {
  const published = await db
    .selectFrom('problems')
    .select(['id', 'name', 'difficulty'])
    .where('status', '=', 'published')
    .execute();
  const byId = new Map(published.map((problem) => [problem.id, problem]));
  const mostAsked = new Set(file.mostAsked);
  return {
    mostAskedRule: file.mostAskedRule,
    patterns: file.patterns.map((pattern) => ({
      id: pattern.id,
      name: patternNames[pattern.id],
      problems: pattern.problems.flatMap((slug) => {
        if (onlyMostAsked && !mostAsked.has(slug)) return [];
        const problem = byId.get(slug);
        return [
          {
            slug,
            exists: problem !== undefined,
            ...(problem ? { name: problem.name, difficulty: problem.difficulty } : {}),
            mostAsked: mostAsked.has(slug),
          },
        ];
      }),
    })),
  };
}

/** GET /study-plan; the file is read once per process (it ships with the server). */
export function studyPlanRoutes(readFile: () => StudyPlanFile = readStudyPlanFile) {
  let file: StudyPlanFile | undefined;
  return createRouter().openapi(getStudyPlan, async (c) => {
    file ??= readFile();
    const { plan: which } = c.req.valid('query');
    const plan = await buildStudyPlan(c.var.deps.db, file, which === 'most-asked');
    // Public and the same for everyone; revalidated by ETag after a minute.
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(plan, 200);
  });
}
