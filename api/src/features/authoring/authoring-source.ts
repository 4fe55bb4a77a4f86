import {
  defaultLimits,
  messages,
  type CheckerId,
  type ProblemLimits,
  type ReferenceSolutions,
  type Signature,
} from '@zencode/shared/contract';
import type { Db } from '../../db/database.ts';
import type { StoredValidation } from '../../db/schema.ts';
import { NotFoundError } from '../../errors.ts';
import { problemIdPattern } from '../problems/problem-queries.ts';
import { casesDigests } from './cases-digest.ts';

/** Everything validation, export and the editor read of one problem. */
export interface AuthoringSource {
  id: string;
  name: string;
  statement: string;
  code: string;
  difficulty: 'Easy' | 'Medium' | 'Hard';
  tags: string[];
  status: 'draft' | 'published';
  constraints: string[];
  examples: { input: string; output: string; explanation?: string }[];
  signature: Signature;
  checker: CheckerId;
  limits: ProblemLimits;
  boilerplate: Record<string, string>;
  referenceSolution: ReferenceSolutions;
  validation: StoredValidation | null;
  cases: { id: string; input: string; output: string; isPublic: boolean }[];
  casesDigest: string;
}

/** A problem (draft or published, never deleted) with its details and every case, or 404. */
export async function loadAuthoringSource(db: Db, id: string): Promise<AuthoringSource> {
  const row = problemIdPattern.test(id)
    ? await db
        .selectFrom('problems as p')
        .leftJoin('problem_details as d', 'd.problem_id', 'p.id')
        .select([
          'p.id',
          'p.name',
          'p.statement',
          'p.code',
          'p.difficulty',
          'p.tags',
          'p.status',
          'd.constraints',
          'd.examples',
          'd.signature',
          'd.checker',
          'd.limits',
          'd.boilerplate',
          'd.reference_solution',
          'd.validation',
        ])
        .where('p.id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!row || row.status === 'deleted') throw new NotFoundError(messages.problemNotFound);
  const cases = await db
    .selectFrom('testcases')
    .select(['id', 'input', 'output', 'is_public'])
    .where('problem_id', '=', id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const digests = await casesDigests(db, [id]);
  return {
    id: row.id,
    name: row.name,
    statement: row.statement,
    code: row.code,
    difficulty: row.difficulty,
    tags: row.tags,
    status: row.status,
    constraints: row.constraints ?? [],
    examples: row.examples ?? [],
    signature: row.signature ?? { kind: 'stdio' },
    checker: row.checker ?? 'exact',
    limits: row.limits ?? defaultLimits,
    boilerplate: row.boilerplate ?? {},
    referenceSolution: row.reference_solution ?? {},
    validation: row.validation ?? null,
    cases: cases.map((testcase) => ({
      id: testcase.id,
      input: testcase.input,
      output: testcase.output,
      isPublic: testcase.is_public,
    })),
    casesDigest: digests.get(id) ?? '',
  };
}
