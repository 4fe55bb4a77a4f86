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
  findRevision,
  starterCodeFor,
  type CasesTable,
  problemColumns,
  problemDetailsColumns,
  problemDetailsOf,
  problemsWithDetails,
} from '../problems/index.ts';
import { casesDigests } from './cases-digest.ts';
import type { FingerprintParts } from './validation-fingerprint.ts';

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
  /**
   * Set when the fields above are a published problem's pending revision: when it was opened,
   * and what learners are judged against meanwhile (with its own validation).
   */
  revision: {
    openedAt: Date;
    live: FingerprintParts & { validation: StoredValidation | null };
  } | null;
}

const readCases = (db: Db, table: CasesTable, id: string) =>
  db
    .selectFrom(table)
    .select(['id', 'input', 'output', 'is_public'])
    .where('problem_id', '=', id)
    .orderBy('position')
    .orderBy('id')
    .execute();

/**
 * A problem (draft or published, never deleted) with its details and every case, or 404: the
 * version an admin edits, a published problem's pending revision when it has one, unless `live`.
 */
export async function loadAuthoringSource(
  db: Db,
  id: string,
  options: { live?: boolean } = {},
): Promise<AuthoringSource> {
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
  const revision = options.live ? undefined : await findRevision(db, id);
  const table: CasesTable = revision ? 'problem_revision_testcases' : 'testcases';
  const cases = await readCases(db, table, id);
  const digests = await casesDigests(db, [id], table);
  const { problemId: _, ...live } = problemDetailsOf(row);
  const liveReferences = row.reference_solution ?? {};
  const referenceSolution = revision ? revision.reference_solution : liveReferences;
  const details = revision
    ? {
        ...live,
        signature: revision.signature,
        checker: revision.checker,
        limits: revision.limits,
        boilerplate: starterCodeFor(revision.signature, row.code),
      }
    : live;
  return {
    id: row.id,
    name: row.name,
    statement: row.statement,
    code: row.code,
    difficulty: row.difficulty,
    tags: row.tags,
    status: row.status,
    ...details,
    referenceSolution,
    validation: (revision ? revision.validation : row.validation) ?? null,
    cases: cases.map((testcase) => ({
      id: testcase.id,
      input: testcase.input,
      output: testcase.output,
      isPublic: testcase.is_public,
    })),
    casesDigest: digests.get(id) ?? '',
    revision: revision
      ? {
          openedAt: revision.created_at,
          live: {
            signature: live.signature,
            checker: live.checker,
            limits: live.limits,
            referenceSolution: liveReferences,
            casesDigest: (await casesDigests(db, [id])).get(id) ?? '',
            validation: row.validation ?? null,
          },
        }
      : null,
  };
}
