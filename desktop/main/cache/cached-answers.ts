import { sql } from 'kysely';
import type { CacheDb } from './open-cache-database.ts';
import { visitorAccount } from './learner-work-queries.ts';

/** A cached answer and the ETag it came with (null when the server sent none). */
export interface CachedAnswer {
  json: string;
  etag: string | null;
}

/**
 * Which saved answer: the server it came from, whose it is, the contract route pattern that
 * answered it and the key within that route (the problem id for catalogue copies, the request's
 * path and query for a last copy).
 */
export interface AnswerKey {
  server: string;
  /** The account (user id) that read it, '' for the signed-out visitor, or `everyAccount`. */
  account: string;
  route: string;
  key: string;
}

/** The owner of catalogue copies (problem pages, public cases): the same for every account. */
export const everyAccount = '*';

const now = () => new Date().toISOString();

/** The key's columns alone (an AnswerKey may be a wider object). */
const columnsOf = ({ server, account, route, key }: AnswerKey) => ({ server, account, route, key });

export async function readCachedAnswer(db: CacheDb, at: AnswerKey): Promise<CachedAnswer | null> {
  const row = await db
    .selectFrom('cached_answers')
    .select(['body', 'etag'])
    .where((eb) => eb.and(columnsOf(at)))
    .executeTakeFirst();
  return row ? { json: row.body, etag: row.etag } : null;
}

/** Keeps the newest answer of a read (replacing the one saved before). */
export async function saveCachedAnswer(
  db: CacheDb,
  at: AnswerKey,
  answer: CachedAnswer,
): Promise<void> {
  const row = { body: answer.json, etag: answer.etag, fetched_at: now() };
  await db
    .insertInto('cached_answers')
    .values({ ...columnsOf(at), ...row })
    .onConflict((oc) => oc.columns(['server', 'account', 'route', 'key']).doUpdateSet(row))
    .execute();
}

/** Forgets the answer of a read the server now refuses or no longer has (in `db` or a transaction). */
export async function forgetCachedAnswer(db: CacheDb, at: AnswerKey): Promise<void> {
  await db
    .deleteFrom('cached_answers')
    .where((eb) => eb.and(columnsOf(at)))
    .execute();
}

/**
 * At sign-in the visitor's last copies on this server become the account's, as its drafts do
 * (claimVisitorWork), where the account's own copy of that read is not newer: so the rows an
 * older version kept without an owner reach the learner signed in.
 */
export async function claimVisitorAnswers(
  db: CacheDb,
  server: string,
  account: string,
): Promise<void> {
  if (account === visitorAccount || account === everyAccount) return;
  await db.transaction().execute(async (trx) => {
    await sql`insert into cached_answers (server, account, route, key, body, etag, fetched_at)
      select server, ${account}, route, key, body, etag, fetched_at from cached_answers
        where server = ${server} and account = ${visitorAccount}
      on conflict (server, account, route, key) do update
        set body = excluded.body, etag = excluded.etag, fetched_at = excluded.fetched_at
        where excluded.fetched_at > cached_answers.fetched_at`.execute(trx);
    await trx
      .deleteFrom('cached_answers')
      .where('server', '=', server)
      .where('account', '=', visitorAccount)
      .execute();
  });
}

/** Forgets what was cached of learners on a server (their submissions, profile reads) at log out. */
export async function forgetLearnerData(db: CacheDb, server: string): Promise<void> {
  await db
    .deleteFrom('cached_answers')
    .where('server', '=', server)
    .where('account', '!=', everyAccount)
    .execute();
}
