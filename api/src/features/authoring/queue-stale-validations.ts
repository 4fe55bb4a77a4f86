import type { Db } from '../../db/database.ts';
import { problemsWithDetails } from '../problems/index.ts';
import { validationView } from './authoring-view.ts';
import { casesDigests } from './cases-digest.ts';
import { fingerprintPartsOf } from './validation-fingerprint.ts';
import { enqueueValidations } from './validation-queue.ts';

/**
 * Queues a background validation for every published problem (the shipped catalogue, and any an
 * admin published) that has reference solutions and cases but no validation of its current data:
 * never validated, or its signature, checker, limits, references or cases changed since. A problem
 * whose current data has a result, passed or failed, is not judged again. Answers the ids queued,
 * in list order. The queue must be installed (the judge workers install it).
 */
export async function queueStaleValidations(db: Db): Promise<string[]> {
  const rows = await problemsWithDetails(db)
    .select([
      'p.id',
      'd.signature',
      'd.checker',
      'd.limits',
      'd.reference_solution',
      'd.validation',
    ])
    .where('p.status', '=', 'published')
    .orderBy('p.position')
    .orderBy('p.id')
    .execute();
  const digests = await casesDigests(db);
  const stale = rows
    .filter((row) => {
      const parts = fingerprintPartsOf(row, digests);
      const hasReference = Object.values(parts.referenceSolution).some((code) => code?.trim());
      if (!hasReference || parts.casesDigest === '') return false;
      return !validationView(row.validation ?? null, parts)?.current;
    })
    .map((row) => row.id);
  if (stale.length > 0) await db.transaction().execute((trx) => enqueueValidations(trx, stale));
  return stale;
}
