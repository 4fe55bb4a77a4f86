import type { ProblemHelpFields } from '@zencode/shared/contract';
import type { Db } from '../../db/index.ts';
import { BadRequestError } from '../../errors.ts';

/** A problem's help as admins edit it and export carries it: every hint and the editorial. */
export async function readHelpFields(db: Db, id: string): Promise<ProblemHelpFields> {
  const row = await db
    .selectFrom('problems')
    .select(['pattern', 'hints', 'similar_slugs', 'editorial'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    pattern: row.pattern,
    hints: row.hints,
    similar: row.similar_slugs,
    editorial: row.editorial,
  };
}

/**
 * Writes the given help fields (the others stay). A problem is never similar to itself, and with
 * `requireSimilarExist` (an admin's edit) every similar problem must exist and not be deleted;
 * `label` prefixes the message ("Problem 2: ...") in a bulk upload.
 */
export async function saveHelpFields(
  trx: Db,
  id: string,
  fields: Partial<ProblemHelpFields>,
  options: { label?: string; requireSimilarExist: boolean },
): Promise<void> {
  const prefix = options.label ? `${options.label}: ` : '';
  if (fields.similar?.includes(id))
    throw new BadRequestError(`${prefix}similar: a problem cannot be similar to itself.`);
  if (fields.similar?.length && options.requireSimilarExist) {
    const found = await trx
      .selectFrom('problems')
      .select('id')
      .where('id', 'in', fields.similar)
      .where('status', '!=', 'deleted')
      .execute();
    const missing = fields.similar.filter((slug) => !found.some((row) => row.id === slug));
    if (missing.length)
      throw new BadRequestError(`${prefix}similar: no problem ${missing.join(', ')}.`);
  }
  const set = {
    ...(fields.pattern !== undefined ? { pattern: fields.pattern } : {}),
    ...(fields.hints !== undefined ? { hints: fields.hints } : {}),
    ...(fields.similar !== undefined ? { similar_slugs: fields.similar } : {}),
    ...(fields.editorial !== undefined ? { editorial: fields.editorial || null } : {}),
  };
  if (Object.keys(set).length === 0) return;
  await trx.updateTable('problems').set(set).where('id', '=', id).execute();
}

/**
 * The help fields of a bulk upload, written once every problem of it exists: a similar problem
 * may be another problem of the same upload, named by its originalId, which becomes its new id.
 * A similar problem that is not here is kept as written (an export of a few problems imports
 * without losing its links; the page lists only similar problems that exist).
 */
export async function saveBulkHelp(
  trx: Db,
  items: readonly (Partial<ProblemHelpFields> & { originalId?: string })[],
  ids: readonly string[],
): Promise<void> {
  const newId = new Map(
    items.flatMap((item, index) => (item.originalId ? [[item.originalId, ids[index]!]] : [])),
  );
  for (const [index, item] of items.entries()) {
    const { pattern, hints, similar, editorial } = item;
    await saveHelpFields(
      trx,
      ids[index]!,
      {
        pattern,
        hints,
        similar: similar?.map((slug) => newId.get(slug) ?? slug),
        editorial,
      },
      { label: `Problem ${index + 1}`, requireSimilarExist: false },
    );
  }
}
