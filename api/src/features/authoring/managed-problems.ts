import type { ManagedProblem, ValidationResult, ValidationState } from '@zencode/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { problemColumns, problemsWithDetails, toProblem } from '../problems/index.ts';
import { validationView } from './authoring-view.ts';
import { casesDigests } from './cases-digest.ts';
import { fingerprintPartsOf } from './validation-fingerprint.ts';
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
  const installed = await installedLanguages();
  return rows.map((row) => {
    const view = validationView(row.validation ?? null, fingerprintPartsOf(row, digests));
    const stands = validationStands(view, installed);
    const failed = view?.current && !view.passed;
    return {
      ...toProblem(row),
      status: row.status === 'published' ? 'published' : 'draft',
      testcaseCount: row.cases,
      validation: validationState(view, stands, inProgress.has(row.id)),
      validationFailure: failed ? validationFailure(view.languages) : null,
    };
  });
}
