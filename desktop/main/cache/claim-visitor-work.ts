import { SAVED_CUSTOM_CASES_MAX } from '@zencode/shared/contract';
import type { CacheDb } from './open-cache-database.ts';
import { parseStoredJson } from './parse-stored-json.ts';
import { visitorAccount } from './learner-work-queries.ts';

/** What one claim moved from the visitor's set to the account's. */
export interface ClaimedWork {
  drafts: number;
  customCases: number;
  compilerFiles: number;
}

const inputsOf = (json: string): string[] => {
  const value = parseStoredJson(json);
  return Array.isArray(value) ? value.filter((input) => typeof input === 'string') : [];
};

/**
 * At sign-in, the signed-out visitor's work on this server becomes the account's, as on the web
 * (its drafts are then synced with the account like any other). Nothing is overwritten or lost:
 * a draft moves where the account keeps none of that problem and language here (an equal one is
 * simply dropped), custom inputs join the account's while they fit, the compiler's files move
 * when the account has none here; whatever cannot move stays the visitor's, shown again when
 * nobody is signed in. One transaction: a crash moves all or nothing.
 */
export async function claimVisitorWork(
  db: CacheDb,
  server: string,
  account: string,
): Promise<ClaimedWork> {
  if (account === visitorAccount) return { drafts: 0, customCases: 0, compilerFiles: 0 };
  return db.transaction().execute(async (trx) => {
    const claimed: ClaimedWork = { drafts: 0, customCases: 0, compilerFiles: 0 };
    const visitorDrafts = await trx
      .selectFrom('drafts')
      .selectAll()
      .where('server', '=', server)
      .where('account', '=', visitorAccount)
      .execute();
    for (const draft of visitorDrafts) {
      const mine = await trx
        .selectFrom('drafts')
        .select('code')
        .where('server', '=', server)
        .where('account', '=', account)
        .where('problem_id', '=', draft.problem_id)
        .where('language', '=', draft.language)
        .executeTakeFirst();
      if (mine && mine.code !== draft.code) continue;
      if (!mine) {
        await trx
          .insertInto('drafts')
          .values({ ...draft, account })
          .execute();
        claimed.drafts++;
      }
      await trx
        .deleteFrom('drafts')
        .where('server', '=', server)
        .where('account', '=', visitorAccount)
        .where('problem_id', '=', draft.problem_id)
        .where('language', '=', draft.language)
        .execute();
    }

    const visitorCases = await trx
      .selectFrom('custom_cases')
      .selectAll()
      .where('server', '=', server)
      .where('account', '=', visitorAccount)
      .execute();
    for (const cases of visitorCases) {
      const mine = await trx
        .selectFrom('custom_cases')
        .select('inputs_json')
        .where('server', '=', server)
        .where('account', '=', account)
        .where('problem_id', '=', cases.problem_id)
        .executeTakeFirst();
      const merged = [
        ...new Set([...inputsOf(mine?.inputs_json ?? '[]'), ...inputsOf(cases.inputs_json)]),
      ];
      if (merged.length > SAVED_CUSTOM_CASES_MAX) continue;
      const row = { inputs_json: JSON.stringify(merged), saved_at: cases.saved_at };
      await trx
        .insertInto('custom_cases')
        .values({ server, account, problem_id: cases.problem_id, ...row })
        .onConflict((oc) => oc.columns(['server', 'account', 'problem_id']).doUpdateSet(row))
        .execute();
      await trx
        .deleteFrom('custom_cases')
        .where('server', '=', server)
        .where('account', '=', visitorAccount)
        .where('problem_id', '=', cases.problem_id)
        .execute();
      claimed.customCases++;
    }

    const theirs = await trx
      .selectFrom('compiler_workspaces')
      .select('account')
      .where('server', '=', server)
      .where('account', 'in', [visitorAccount, account])
      .execute();
    if (theirs.length === 1 && theirs[0]!.account === visitorAccount) {
      for (const table of ['compiler_workspaces', 'compiler_files'] as const) {
        const moved = await trx
          .updateTable(table)
          .set({ account })
          .where('server', '=', server)
          .where('account', '=', visitorAccount)
          .executeTakeFirst();
        if (table === 'compiler_files') claimed.compilerFiles = Number(moved.numUpdatedRows);
      }
    }
    return claimed;
  });
}
