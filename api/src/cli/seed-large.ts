import { chmodSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SCORE_POINTS } from '@zencode/shared/contract';
import { sql } from 'kysely';
import {
  createDatabase,
  migrateToLatest,
  startEmbeddedPostgres,
  type Db,
  type EmbeddedPostgres,
} from '../db/index.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';

/**
 * `npm run seed:large`: a realistic large dataset for benchmarks: 100,000 learners (one in ten
 * private) and 1,000,000 submissions over the last 365 days, skewed the way real activity is (a
 * few very active learners, a long tail), on 150 problems; solved problems and Zen Scores follow
 * from the Accepted ones exactly as the judge would credit them. Everything is generated inside
 * PostgreSQL (generate_series), so it takes minutes, not hours.
 *
 * Target: DATABASE_URL when set, else an embedded PostgreSQL kept in <tmp>/zencode-seed-large
 * (port 19001) so that `npm run bench:api` can reuse it. A database that already
 * holds the dataset is left alone (`--force` seeds again).
 */

export const SEED_USERS = 100_000;
export const SEED_SUBMISSIONS = 1_000_000;
const SEED_PROBLEMS = 150;
const CHUNK = 100_000;
const seedEmailDomain = 'seed.zencode.test';

/** The embedded database of the seed when DATABASE_URL is not set (kept for the next bench). */
export const seedDataDir = join(tmpdir(), 'zencode-seed-large');
const seedPostgresPort = 19001;

/** True when a complete dataset is there (scores are its last step; a broken run has none). */
export async function isSeeded(db: Db): Promise<boolean> {
  const { rows } = await sql<{ users: number; scored: boolean }>`
    select count(*)::int as users, coalesce(bool_or(score > 0), false) as scored
    from users where email like ${`%@${seedEmailDomain}`}
  `.execute(db);
  return (rows[0]?.users ?? 0) >= SEED_USERS && rows[0]!.scored;
}

async function timed(label: string, step: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await step();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Removes an earlier seed (its learners, their rows, the seed problems). */
async function removeSeed(db: Db): Promise<void> {
  await sql`delete from users where email like ${`%@${seedEmailDomain}`}`.execute(db);
  await sql`delete from problems where id like 'seed-problem-%'`.execute(db);
}

/**
 * Runs a bulk load with the per-row submission counter off, then counts once: a million trigger
 * updates of users rows would take longer than the load itself.
 */
async function withoutSubmissionCounter(db: Db, load: () => Promise<void>): Promise<void> {
  await sql`alter table submissions disable trigger submissions_count_per_user`.execute(db);
  try {
    await load();
  } finally {
    await sql`alter table submissions enable trigger submissions_count_per_user`.execute(db);
  }
  await sql`
    update users set submission_count = coalesce(counts.submissions, 0)
    from users as seeded
    left join (select user_id, count(*)::int as submissions from submissions group by user_id)
      as counts on counts.user_id = seeded.id
    where users.id = seeded.id and seeded.email like ${`%@${seedEmailDomain}`}
  `.execute(db);
}

/** Problems, learners and submissions (everything but what follows from them). */
async function seedRows(db: Db, size: SeedSize): Promise<void> {
  const { users: userCount, submissions: submissionCount } = size;
  const chunk = Math.min(CHUNK, submissionCount);
  await removeSeed(db);
  await timed(`${SEED_PROBLEMS} problems`, () =>
    sql`
      insert into problems (id, name, statement, difficulty, position)
      select 'seed-problem-' || lpad(n::text, 3, '0'), 'Seed Problem ' || n,
        'A generated problem for benchmarks.',
        (array['Easy', 'Easy', 'Medium', 'Medium', 'Hard'])[1 + n % 5], 10000 + n
      from generate_series(1, ${SEED_PROBLEMS}) as n
    `.execute(db),
  );
  await timed(`${userCount.toLocaleString('en')} learners`, () =>
    sql`
      insert into users (email, username, full_name, name, role, email_verified_at,
        profile_complete, is_public_profile, created_at)
      select 'learner' || n || '@' || ${seedEmailDomain}, 'learner_' || n,
        first || ' ' || last, first || ' ' || last, 'user', now() - interval '400 days',
        true, n % 10 <> 0, now() - interval '400 days' + (n % 30) * interval '1 day'
      from generate_series(1, ${userCount}) as n,
        lateral (select (array['Ada', 'Basho', 'Chiyo', 'Dogen', 'Emi', 'Hana', 'Isamu', 'Kenji',
          'Mei', 'Noor', 'Ravi', 'Sora', 'Tao', 'Yuki'])[1 + n % 14] as first,
          (array['Ito', 'Khan', 'Lindqvist', 'Mori', 'Novak', 'Okafor', 'Park', 'Rossi', 'Silva',
          'Tanaka', 'Weber'])[1 + (n / 14) % 11] as last) as names
    `.execute(db),
  );
  const languages = sql`(array['cpp', 'c', 'python', 'javascript', 'java'])`;
  for (let start = 0; start < submissionCount; start += chunk) {
    await timed(`submissions ${start.toLocaleString('en')}+`, () =>
      // power(random(), 3) skews activity: low user numbers are the very active learners.
      sql`
        insert into submissions (user_id, problem_id, language, code, status, verdict, cases,
          created_at, judged_at, total_cases)
        select u.id, 'seed-problem-' || lpad(pick.problem::text, 3, '0'),
          ${languages}[pick.language], 'print(42)', 'done',
          case when pick.luck < 0.45 then 'Accepted' else 'Not Accepted' end, '[]',
          pick.at, pick.at, 12
        from (
          select 1 + floor(power(random(), 3) * ${userCount})::int as learner,
            1 + floor(random() * ${SEED_PROBLEMS})::int as problem,
            1 + floor(random() * 5)::int as language, random() as luck,
            now() - random() * interval '365 days' as at
          from generate_series(1, ${chunk})
        ) as pick
        join users u on u.username = 'learner_' || pick.learner
      `.execute(db),
    );
  }
}

/** How much to generate; tests use a small dataset of the same shape. */
export interface SeedSize {
  users: number;
  submissions: number;
}

/** Generates the dataset into a migrated database. */
export async function seedLarge(
  db: Db,
  size: SeedSize = { users: SEED_USERS, submissions: SEED_SUBMISSIONS },
): Promise<void> {
  await withoutSubmissionCounter(db, () => seedRows(db, size));
  await timed('solved problems', () =>
    sql`
      insert into solved_problems (user_id, problem_id, first_accepted_at, points)
      select s.user_id, s.problem_id, min(s.created_at),
        case p.difficulty when 'Easy' then ${SCORE_POINTS.Easy}::int
          when 'Medium' then ${SCORE_POINTS.Medium}::int else ${SCORE_POINTS.Hard}::int end
      from submissions s join problems p on p.id = s.problem_id
      where s.verdict = 'Accepted' and s.problem_id like 'seed-problem-%'
      group by s.user_id, s.problem_id, p.difficulty
    `.execute(db),
  );
  await timed('Zen Scores', () =>
    sql`
      update users set score = totals.score, score_reached_at = totals.reached
      from (
        select user_id, sum(points)::int as score, max(first_accepted_at) as reached
        from solved_problems group by user_id
      ) as totals
      where users.id = totals.user_id and users.email like ${`%@${seedEmailDomain}`}
    `.execute(db),
  );
  // Fresh statistics and visibility maps, as autovacuum leaves a live database.
  await timed('vacuum analyze', async () => {
    for (const table of ['users', 'submissions', 'solved_problems', 'problems']) {
      await sql`vacuum analyze ${sql.table(table)}`.execute(db);
    }
  });
}

/** Opens the seed's database: DATABASE_URL, or the embedded one in seedDataDir. */
export async function openSeedDatabase(databaseUrl: string | undefined): Promise<{
  db: Db;
  connectionString: string;
  embedded?: EmbeddedPostgres;
}> {
  if (databaseUrl) return { db: createDatabase(databaseUrl), connectionString: databaseUrl };
  mkdirSync(seedDataDir, { recursive: true });
  // When run as root, PostgreSQL runs as the `postgres` user, which must be able to enter it.
  chmodSync(seedDataDir, 0o755);
  const embedded = await startEmbeddedPostgres({
    dataDir: seedDataDir,
    port: seedPostgresPort,
    database: 'zencode',
    logger: createLogger('warn'),
  });
  return {
    db: createDatabase(embedded.connectionString),
    connectionString: embedded.connectionString,
    embedded,
  };
}

async function main(): Promise<void> {
  const force = process.argv.includes('--force');
  const { databaseUrl } = loadConfig();
  const target = await openSeedDatabase(databaseUrl);
  try {
    await migrateToLatest(target.db);
    console.log(`Seeding ${databaseUrl ? 'DATABASE_URL' : seedDataDir}`);
    if (!force && (await isSeeded(target.db))) {
      console.log('The large dataset is already there (--force seeds it again).');
      return;
    }
    const started = performance.now();
    await seedLarge(target.db);
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await target.db.destroy();
    await target.embedded?.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
