import type { LanguageId } from '@zencode/shared/contract';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/index.ts';

type Trx = Transaction<Database>;
type DraftKey = { userId: string; problemId: string; language: LanguageId };

/**
 * Locks the learner's row for the rest of the transaction: their saves run one at a time, so two
 * at once cannot both fit in the budget (or pass the copy cap) together.
 */
export async function lockLearner(trx: Trx, userId: string): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/**
 * Bytes of code the learner keeps on the account (drafts, named copies, custom inputs), leaving
 * out what a save is about to replace: the draft of `draft`, the custom inputs of `inputsOf`.
 */
export async function accountWorkBytes(
  trx: Trx,
  userId: string,
  replacing: { draft?: DraftKey; inputsOf?: string } = {},
): Promise<number> {
  const { draft, inputsOf } = replacing;
  const row = await sql<{ bytes: string }>`
    select
      (select coalesce(sum(octet_length(code)), 0) from drafts
        where user_id = ${userId}
          and (problem_id, language) is distinct from (${draft?.problemId ?? null}, ${draft?.language ?? null}))
      + (select coalesce(sum(octet_length(code) + octet_length(name)), 0) from draft_copies
        where user_id = ${userId})
      + (select coalesce(sum(octet_length(custom_cases::text)), 0) from problem_work
        where user_id = ${userId} and problem_id is distinct from ${inputsOf ?? null})
      as bytes
  `.execute(trx);
  return Number(row.rows[0]?.bytes ?? 0);
}
