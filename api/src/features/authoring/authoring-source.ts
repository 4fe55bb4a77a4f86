import {
  messages,
  type Difficulty,
  type ProblemDetails,
  type ReferenceSolutions,
} from '@zencode/shared/contract';
import { problemIdPattern } from '@zencode/shared/rules';
import type { Db, StoredValidation } from '../../db/index.ts';
import { NotFoundError } from '../../errors.ts';
import {
  problemColumns,
  problemDetailsColumns,
  problemDetailsOf,
  problemsWithDetails,
} from '../problems/index.ts';
import { casesDigests } from './cases-digest.ts';

/** Everything validation, export and the editor read of one problem. */
export interface AuthoringSource extends Omit<ProblemDetails, 'problemId'> {
  id: string;
  name: string;
  statement: string;
  code: string;
  difficulty: Difficulty;
  tags: string[];
  status: 'draft' | 'published';
  referenceSolution: ReferenceSolutions;
  validation: StoredValidation | null;
  cases: { id: string; input: string; output: string; isPublic: boolean }[];
  casesDigest: string;
}

/** A problem (draft or published, never deleted) with its details and every case, or 404. */
export async function loadAuthoringSource(db: Db, id: string): Promise<AuthoringSource> {
  const row = problemIdPattern.test(id)
    ? await problemsWithDetails(db)
        .select([
          ...problemColumns,
          'p.status',
          ...problemDetailsColumns,
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
  const { problemId: _, ...details } = problemDetailsOf(row);
  return {
    id: row.id,
    name: row.name,
    statement: row.statement,
    code: row.code,
    difficulty: row.difficulty,
    tags: row.tags,
    status: row.status,
    ...details,
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
