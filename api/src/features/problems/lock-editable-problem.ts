import { defaultLimits, messages } from '@zencode/shared/contract';
import { problemIdPattern } from '@zencode/shared/rules';
import type { Db } from '../../db/index.ts';
import { NotFoundError } from '../../errors.ts';
import { problemsWithDetails } from './problems-with-details.ts';

/** The editable (not deleted) problem with its signature, or 404. Locks the row for the update. */
export async function lockEditableProblem(trx: Db, id: string) {
  const row = problemIdPattern.test(id)
    ? await problemsWithDetails(trx)
        .select([
          'p.id',
          'p.code',
          'p.status',
          'd.signature',
          'd.checker',
          'd.limits',
          'd.problem_id as detailsOf',
        ])
        .where('p.id', '=', id)
        .where('p.status', '<>', 'deleted')
        .forUpdate('p')
        .executeTakeFirst()
    : undefined;
  if (!row) throw new NotFoundError(messages.problemNotFound);
  return {
    ...row,
    signature: row.signature ?? { kind: 'stdio' },
    checker: row.checker ?? 'exact',
    limits: row.limits ?? defaultLimits,
    hasDetails: row.detailsOf !== null,
  };
}
