import type { LanguageId } from '@zencode/shared/contract';
import type { Db } from '../../db/index.ts';
import { problemsWithDetails } from '../problems/index.ts';
import { validationView } from './authoring-view.ts';
import { casesDigests } from './cases-digest.ts';
import { fingerprintPartsOf } from './validation-fingerprint.ts';
import { enqueueValidations } from './validation-queue.ts';
import { installedLanguages, validationStands } from './validation-stands.ts';

/**
 * Queues a background validation for every published problem (the shipped catalogue, and any an
 * admin published) that has reference solutions and cases but no validation of its current data:
 * never validated, or its signature, checker, limits, references or cases changed since, or a
 * language failed for want of a toolchain that is `installed` now. Any other result of the current
 * data, passed or failed, is not judged again. Answers the ids queued, in list order. The queue
 * must be installed (the judge workers install it).
 */
export async function queueStaleValidations(
  db: Db,
  installed?: ReadonlySet<LanguageId>,
): Promise<string[]> {
  const languages = installed ?? (await installedLanguages());
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
      return !validationStands(validationView(row.validation ?? null, parts), languages);
    })
    .map((row) => row.id);
  if (stale.length > 0) await db.transaction().execute((trx) => enqueueValidations(trx, stale));
  return stale;
}
