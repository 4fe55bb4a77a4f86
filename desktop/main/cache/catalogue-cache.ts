import type { CacheDb } from './open-cache-database.ts';

/*
 * What the cache keeps of the catalogue, as the API's own JSON: the list, each opened problem
 * page and its public cases, and the learner's submissions per problem. `server` is the API
 * origin, so each server keeps its own copy.
 */

const now = () => new Date().toISOString();

/** A cached answer and the ETag it came with (null when the server sent none). */
export interface CachedAnswer {
  json: string;
  etag: string | null;
}

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

/** Stores one problem page (GET /problem-details/full/{id}). */
export async function saveProblemFull(
  db: CacheDb,
  server: string,
  problemId: string,
  answer: CachedAnswer,
): Promise<void> {
  const row = { full_json: answer.json, etag: answer.etag, fetched_at: now() };
  await db
    .insertInto('cached_problem_details')
    .values({ server, problem_id: problemId, ...row })
    .onConflict((oc) => oc.columns(['server', 'problem_id']).doUpdateSet(row))
    .execute();
}

export async function readProblemFull(
  db: CacheDb,
  server: string,
  problemId: string,
): Promise<CachedAnswer | null> {
  const row = await db
    .selectFrom('cached_problem_details')
    .select(['full_json', 'etag'])
    .where('server', '=', server)
    .where('problem_id', '=', problemId)
    .executeTakeFirst();
  return row ? { json: row.full_json, etag: row.etag } : null;
}

/**
 * Drops a problem the server no longer has (its page answered 404): its page, public cases and
 * place in the list, so it stops opening offline.
 */
export async function forgetProblem(db: CacheDb, server: string, problemId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of ['cached_problem_details', 'cached_public_cases'] as const)
      await trx
        .deleteFrom(table)
        .where('server', '=', server)
        .where('problem_id', '=', problemId)
        .execute();
    await trx
      .deleteFrom('cached_problems')
      .where('server', '=', server)
      .where('id', '=', problemId)
      .execute();
  });
}

/** Stores a problem's public cases (GET /testcases/problem/{id}, hidden ones never arrive). */
export async function savePublicCases(
  db: CacheDb,
  server: string,
  problemId: string,
  answer: CachedAnswer,
): Promise<void> {
  const row = { cases_json: answer.json, etag: answer.etag, fetched_at: now() };
  await db
    .insertInto('cached_public_cases')
    .values({ server, problem_id: problemId, ...row })
    .onConflict((oc) => oc.columns(['server', 'problem_id']).doUpdateSet(row))
    .execute();
}

export async function readPublicCases(
  db: CacheDb,
  server: string,
  problemId: string,
): Promise<CachedAnswer | null> {
  const row = await db
    .selectFrom('cached_public_cases')
    .select(['cases_json', 'etag'])
    .where('server', '=', server)
    .where('problem_id', '=', problemId)
    .executeTakeFirst();
  return row ? { json: row.cases_json, etag: row.etag } : null;
}

/** Stores the learner's submissions to one problem (GET /submission/problem/{id}). */
export async function saveSubmissions(
  db: CacheDb,
  server: string,
  problemId: string,
  json: string,
): Promise<void> {
  const row = { list_json: json, fetched_at: now() };
  await db
    .insertInto('cached_submissions')
    .values({ server, problem_id: problemId, ...row })
    .onConflict((oc) => oc.columns(['server', 'problem_id']).doUpdateSet(row))
    .execute();
}

export async function readSubmissions(
  db: CacheDb,
  server: string,
  problemId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('cached_submissions')
    .select('list_json')
    .where('server', '=', server)
    .where('problem_id', '=', problemId)
    .executeTakeFirst();
  return row?.list_json ?? null;
}

/** Keeps the last answer to a JSON read, shown when the server cannot be reached. */
export async function saveResponse(
  db: CacheDb,
  server: string,
  path: string,
  json: string,
): Promise<void> {
  const row = { body_json: json, fetched_at: now() };
  await db
    .insertInto('cached_responses')
    .values({ server, path, ...row })
    .onConflict((oc) => oc.columns(['server', 'path']).doUpdateSet(row))
    .execute();
}

export async function readResponse(
  db: CacheDb,
  server: string,
  path: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('cached_responses')
    .select('body_json')
    .where('server', '=', server)
    .where('path', '=', path)
    .executeTakeFirst();
  return row?.body_json ?? null;
}

/** Forgets the last answer to a read the server now refuses (a profile made private). */
export async function forgetResponse(db: CacheDb, server: string, path: string): Promise<void> {
  await db
    .deleteFrom('cached_responses')
    .where('server', '=', server)
    .where('path', '=', path)
    .execute();
}

/** Forgets what was cached for the signed-in learner (submissions, profile reads) on log out. */
export async function forgetLearnerData(db: CacheDb, server: string): Promise<void> {
  await db.deleteFrom('cached_submissions').where('server', '=', server).execute();
  await db.deleteFrom('cached_responses').where('server', '=', server).execute();
}
