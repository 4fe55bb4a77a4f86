import type {
  LanguageId,
  ManagedProblem,
  ReferenceSolutions,
  ValidationResult,
  ValidationState,
} from '@zencode/shared/contract';
import { sql } from 'kysely';
import type { Db, StoredValidation } from '../../db/index.ts';
import { problemColumns, problemsWithDetails, toProblem } from '../problems/index.ts';
import { validationView } from './authoring-view.ts';
import { casesDigests } from './cases-digest.ts';
import { fingerprintPartsOf, type FingerprintParts } from './validation-fingerprint.ts';
import { validationFailure } from './validation-failure.ts';
import { validationsInProgress } from './validation-queue.ts';
import { installedLanguages, validationStands } from './validation-stands.ts';

function validationState(
  view: ValidationResult | null,
  stands: boolean,
  queued: boolean,
): ValidationState {
  if (view?.current && (stands || !queued)) return view.passed ? 'passed' : 'failed';
  if (queued) return 'validating';
  return view ? 'stale' : 'none';
}

/**
 * The dashboard's list: every problem but deleted ones, with status, case count and validation
 * (a result of the current data wins over a background validation still queued for it, unless
 * that job will run it again: a language failed for a toolchain installed since).
 */
export async function listManagedProblems(db: Db): Promise<ManagedProblem[]> {
  // Jobs first: a job that ends after this read has stored its result before the rows are read,
  // so a problem is never shown between Validating… and its result as Not validated.
  const inProgress = await validationsInProgress(db);
  const rows = await problemsWithDetails(db)
    .select([
      ...problemColumns,
      'p.status',
      'd.signature',
      'd.checker',
      'd.limits',
      'd.reference_solution',
      'd.validation',
      sql<number>`(select count(*) from testcases t where t.problem_id = p.id)::int`.as('cases'),
    ])
    .where('p.status', 'in', ['draft', 'published'])
    .orderBy('p.position')
    .orderBy('p.id')
    .execute();
  const digests = await casesDigests(db);
  const revisions = await pendingRevisions(db);
  const installed = await installedLanguages();
  return rows.map((row) => {
    const view = validationView(row.validation ?? null, fingerprintPartsOf(row, digests));
    const stands = validationStands(view, installed);
    const failed = view?.current && !view.passed;
    const revision = revisions.get(row.id);
    return {
      ...toProblem(row),
      status: row.status === 'published' ? 'published' : 'draft',
      testcaseCount: row.cases,
      validation: validationState(view, stands, inProgress.has(row.id)),
      validationFailure: failed ? validationFailure(view.languages) : null,
      revision: revision ? revisionState(revision, installed) : null,
    };
  });
}

/** Every pending revision with its case count and digest. */
async function pendingRevisions(db: Db) {
  const rows = await db
    .selectFrom('problem_revisions as r')
    .select([
      'r.problem_id',
      'r.signature',
      'r.checker',
      'r.limits',
      'r.reference_solution',
      'r.validation',
      sql<number>`(select count(*) from problem_revision_testcases t where t.problem_id = r.problem_id)::int`.as(
        'cases',
      ),
    ])
    .execute();
  const digests = await casesDigests(db, undefined, 'problem_revision_testcases');
  return new Map(
    rows.map((row) => [row.problem_id, { ...row, casesDigest: digests.get(row.problem_id) ?? '' }]),
  );
}

/** A revision's line on the dashboard (only its admin validates it: never `validating`). */
function revisionState(
  revision: Omit<FingerprintParts, 'referenceSolution'> & {
    reference_solution: ReferenceSolutions;
    validation: StoredValidation | null;
    cases: number;
  },
  installed: ReadonlySet<LanguageId>,
): NonNullable<ManagedProblem['revision']> {
  const view = validationView(revision.validation, {
    ...revision,
    referenceSolution: revision.reference_solution,
  });
  const failed = view?.current && !view.passed;
  return {
    testcaseCount: revision.cases,
    validation: validationState(view, validationStands(view, installed), false),
    validationFailure: failed ? validationFailure(view.languages) : null,
  };
}
