import type { ProblemDetails, ProblemFull } from '@zencode/shared/contract';
import { checkerSchema, limitsSchema, signatureSchema } from '@zencode/shared/contract';
import type { Db } from '../../db/database.ts';
import { problemIdPattern, toProblem } from '../problems/problem-queries.ts';

/**
 * A published problem with its details (never its test cases), or undefined. A problem without a
 * details row (created by hand as a plain stdio problem) gets the defaults.
 */
export async function findProblemFull(db: Db, id: string): Promise<ProblemFull | undefined> {
  if (!problemIdPattern.test(id)) return undefined;
  const row = await db
    .selectFrom('problems as p')
    .leftJoin('problem_details as d', 'd.problem_id', 'p.id')
    .select([
      'p.id',
      'p.name',
      'p.statement',
      'p.code',
      'p.difficulty',
      'p.tags',
      'd.constraints',
      'd.examples',
      'd.signature',
      'd.checker',
      'd.limits',
      'd.boilerplate',
    ])
    .where('p.id', '=', id)
    .where('p.status', '=', 'published')
    .executeTakeFirst();
  if (!row) return undefined;
  const details: ProblemDetails = {
    problemId: row.id,
    constraints: row.constraints ?? [],
    examples: row.examples ?? [],
    signature: signatureSchema.parse(row.signature ?? { kind: 'stdio' }),
    checker: checkerSchema.parse(row.checker ?? 'exact'),
    limits: limitsSchema.parse(row.limits ?? {}),
    boilerplate: row.boilerplate ?? {},
  };
  return { problem: toProblem(row), details };
}
