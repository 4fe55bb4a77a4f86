import { apiRoutes } from '@zencode/shared/contract';
import {
  everyAccount,
  forgetCachedAnswer,
  readCachedAnswer,
  saveCachedAnswer,
  type AnswerKey,
  type CachedAnswer,
} from './cached-answers.ts';
import type { CacheDb } from './open-cache-database.ts';

/*
 * What the cache keeps of the catalogue, as the API's own JSON: the list (one row per problem, so
 * a problem the server drops leaves it), and each opened problem page and its public cases (in
 * cached_answers, the same for every account). `server` is the API origin, so each server keeps
 * its own copy.
 */

const now = () => new Date().toISOString();

const listResource = 'problems';

/** Replaces the cached problem list with `list` (the body of GET /problems) in one transaction. */
export async function saveProblemList(
  db: CacheDb,
  server: string,
  list: readonly { _id: string }[],
  etag: string | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('cached_problems').where('server', '=', server).execute();
    if (list.length > 0) {
      await trx
        .insertInto('cached_problems')
        .values(
          list.map((problem, position) => ({
            server,
            id: problem._id,
            position,
            summary_json: JSON.stringify(problem),
          })),
        )
        .execute();
    }
    await trx
      .insertInto('sync_meta')
      .values({ server, resource: listResource, etag, synced_at: now() })
      .onConflict((oc) =>
        oc.columns(['server', 'resource']).doUpdateSet({ etag, synced_at: now() }),
      )
      .execute();
  });
}

/** The cached problem list as the API's JSON, or null when it was never fetched. */
export async function readProblemList(db: CacheDb, server: string): Promise<CachedAnswer | null> {
  const meta = await db
    .selectFrom('sync_meta')
    .select('etag')
    .where('server', '=', server)
    .where('resource', '=', listResource)
    .executeTakeFirst();
  if (!meta) return null;
  const rows = await db
    .selectFrom('cached_problems')
    .select('summary_json')
    .where('server', '=', server)
    .orderBy('position')
    .execute();
  return { json: `[${rows.map((row) => row.summary_json).join(',')}]`, etag: meta.etag };
}

/** Where a problem's page (GET /problem-details/full/{id}) is cached. */
export const problemPageAt = (server: string, problemId: string): AnswerKey => ({
  server,
  account: everyAccount,
  route: apiRoutes.problemDetails.full,
  key: problemId,
});

/** Where a problem's public cases (GET /testcases/problem/{id}) are cached. */
export const publicCasesAt = (server: string, problemId: string): AnswerKey => ({
  ...problemPageAt(server, problemId),
  route: apiRoutes.testcases.byProblem,
});

export const saveProblemFull = (
  db: CacheDb,
  server: string,
  problemId: string,
  answer: CachedAnswer,
) => saveCachedAnswer(db, problemPageAt(server, problemId), answer);

export const readProblemFull = (db: CacheDb, server: string, problemId: string) =>
  readCachedAnswer(db, problemPageAt(server, problemId));

export const readPublicCases = (db: CacheDb, server: string, problemId: string) =>
  readCachedAnswer(db, publicCasesAt(server, problemId));

/**
 * Drops a problem the server no longer has (its page answered 404): its page, public cases and
 * place in the list, so it stops opening offline.
 */
export async function forgetProblem(db: CacheDb, server: string, problemId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const at of [problemPageAt(server, problemId), publicCasesAt(server, problemId)])
      await forgetCachedAnswer(trx, at);
    await trx
      .deleteFrom('cached_problems')
      .where('server', '=', server)
      .where('id', '=', problemId)
      .execute();
  });
}
