import { sql, type Kysely } from 'kysely';
import { apiPath, apiRoutes } from '@zencode/shared/contract';
import { routeOfPath } from '../../offline/gateway-routes.ts';

/*
 * One table for every saved answer of the server, keyed by route (see cached-answers.ts), instead
 * of one table per endpoint (problem pages, public cases, submissions) beside a generic one.
 *
 * Every row moves. Problem pages and public cases are the same for everyone (account '*'). The
 * submissions and last copies recorded no account: like drafts before accounts
 * (learner-work-accounts), they become the visitor's ('') and go to the next account that signs in
 * on that server — the one signed in at the upgrade claims them at the app's next start. The route
 * of an old last copy is its path's contract pattern at the time of the upgrade.
 */

type Old = { server: string; path: string; body: string; fetched_at: string };

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table cached_answers (
    server text not null, account text not null, route text not null, key text not null,
    body text not null, etag text, fetched_at text not null,
    primary key (server, account, route, key))`.execute(db);
  for (const [table, route, column] of [
    ['cached_problem_details', apiRoutes.problemDetails.full, 'full_json'],
    ['cached_public_cases', apiRoutes.testcases.byProblem, 'cases_json'],
  ] as const)
    await sql`insert into cached_answers
      select server, '*', ${route}, problem_id, ${sql.ref(column)}, etag, fetched_at
      from ${sql.table(table)}`.execute(db);
  const submissions = await sql<Old>`select server, problem_id as path, list_json as body,
    fetched_at from cached_submissions`.execute(db);
  const responses = await sql<Old>`select server, path, body_json as body, fetched_at
    from cached_responses`.execute(db);
  const lastCopies = [
    ...submissions.rows.map((row) => ({
      ...row,
      path: apiPath(apiRoutes.submissions.byProblem, { id: row.path }),
    })),
    ...responses.rows,
  ];
  for (const row of lastCopies)
    await sql`insert or ignore into cached_answers values (${row.server}, '',
      ${routeOfPath(row.path)}, ${row.path}, ${row.body}, null, ${row.fetched_at})`.execute(db);
  for (const table of [
    'cached_problem_details',
    'cached_public_cases',
    'cached_submissions',
    'cached_responses',
  ])
    await sql`drop table ${sql.table(table)}`.execute(db);
}

const previousTables = [
  `cached_problem_details (server text not null, problem_id text not null, full_json text not null,
    etag text, fetched_at text not null, primary key (server, problem_id))`,
  `cached_public_cases (server text not null, problem_id text not null, cases_json text not null,
    etag text, fetched_at text not null, primary key (server, problem_id))`,
  `cached_submissions (server text not null, problem_id text not null, list_json text not null,
    fetched_at text not null, primary key (server, problem_id))`,
  `cached_responses (server text not null, path text not null, body_json text not null,
    fetched_at text not null, primary key (server, path))`,
];

/**
 * Back to the tables per endpoint: the catalogue copies, and each last copy once per server (the
 * newest); submission lists are fetched again by that version.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of previousTables) await sql.raw(`create table ${table}`).execute(db);
  for (const [table, route] of [
    ['cached_problem_details', apiRoutes.problemDetails.full],
    ['cached_public_cases', apiRoutes.testcases.byProblem],
  ] as const)
    await sql`insert into ${sql.table(table)} select server, key, body, etag, fetched_at
      from cached_answers where account = '*' and route = ${route}`.execute(db);
  await sql`insert or ignore into cached_responses select server, key, body, fetched_at
    from cached_answers where account != '*' and route != ${apiRoutes.submissions.byProblem}
    order by fetched_at desc`.execute(db);
  await sql`drop table cached_answers`.execute(db);
}
