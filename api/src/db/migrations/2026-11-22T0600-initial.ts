import { sql, type Kysely } from 'kysely';

/* Migrations never change once merged; later changes are new timestamped files. */

export async function up(db: Kysely<unknown>): Promise<void> {
  // citext is a trusted extension (PostgreSQL 13+): case-insensitive e-mails and usernames.
  await sql`create extension if not exists citext`.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', sql`citext`, (c) => c.notNull().unique())
    .addColumn('username', sql`citext`, (c) => c.unique())
    .addColumn('full_name', 'text')
    .addColumn('name', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('user')
        .check(sql`role in ('user', 'admin')`),
    )
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('profile_complete', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('avatar_id', 'uuid')
    .addColumn('github_url', 'text')
    .addColumn('linkedin_url', 'text')
    .addColumn('twitter_url', 'text')
    .addColumn('is_public_profile', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('score', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`score >= 0`),
    )
    .addColumn('score_reached_at', 'timestamptz')
    .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index users_rank_idx on users (score desc, score_reached_at asc nulls last, username asc)`.execute(
    db,
  );

  await db.schema
    .createTable('oauth_accounts')
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('github', 'google')`))
    .addColumn('provider_user_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('oauth_accounts_pkey', ['provider', 'provider_user_id'])
    .execute();
  await db.schema
    .createIndex('oauth_accounts_user_idx')
    .on('oauth_accounts')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('one_time_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('one_time_codes_user_idx')
    .on('one_time_codes')
    .columns(['user_id', 'purpose', 'created_at desc'])
    .execute();

  await db.schema
    .createTable('account_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('account_tokens_user_idx')
    .on('account_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('rate_limit_buckets')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_buckets_pkey', ['key', 'window_start'])
    .execute();

  await db.schema
    .createTable('problems')
    .addColumn('id', 'text', (c) => c.primaryKey().check(sql`id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('statement', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('difficulty', 'text', (c) =>
      c.notNull().check(sql`difficulty in ('Easy', 'Medium', 'Hard')`),
    )
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('published')
        .check(sql`status in ('draft', 'published')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('problems_position_idx')
    .on('problems')
    .columns(['position', 'id'])
    .execute();

  await db.schema
    .createTable('problem_details')
    .addColumn('problem_id', 'text', (c) =>
      c.primaryKey().references('problems.id').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('constraints', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'`))
    .addColumn('examples', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'`))
    .addColumn('signature', 'jsonb', (c) => c.notNull().defaultTo(sql`'{"kind":"stdio"}'`))
    .addColumn('checker', 'text', (c) => c.notNull().defaultTo('exact'))
    .addColumn('limits', 'jsonb', (c) =>
      c.notNull().defaultTo(sql`'{"timeMs":2000,"memoryMb":256}'`),
    )
    .addColumn('boilerplate', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('harness', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('reference_solution', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('testcases')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('problem_id', 'text', (c) =>
      c.notNull().references('problems.id').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('output', 'text', (c) => c.notNull())
    .addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('testcases_problem_idx')
    .on('testcases')
    .columns(['problem_id', 'position'])
    .execute();

  await db.schema
    .createTable('submissions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('problem_id', 'text', (c) =>
      c.notNull().references('problems.id').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'compiling', 'running', 'done')`),
    )
    .addColumn('verdict', 'text')
    .addColumn('cases', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'`))
    .addColumn('runtime_ms', 'integer')
    .addColumn('memory_kb', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('submissions_user_idx')
    .on('submissions')
    .columns(['user_id', 'created_at desc'])
    .execute();
  await db.schema
    .createIndex('submissions_problem_user_idx')
    .on('submissions')
    .columns(['problem_id', 'user_id', 'created_at desc'])
    .execute();

  await db.schema
    .createTable('solved_problems')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('problem_id', 'text', (c) =>
      c.notNull().references('problems.id').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('first_accepted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('points', 'integer', (c) => c.notNull().check(sql`points >= 0`))
    .addPrimaryKeyConstraint('solved_problems_pkey', ['user_id', 'problem_id'])
    .execute();
  await db.schema
    .createIndex('solved_problems_problem_idx')
    .on('solved_problems')
    .column('problem_id')
    .execute();

  await db.schema
    .createTable('avatars')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('avatars_user_idx').on('avatars').column('user_id').execute();
  await db.schema
    .alterTable('users')
    .addForeignKeyConstraint('users_avatar_fk', ['avatar_id'], 'avatars', ['id'])
    .onDelete('set null')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropConstraint('users_avatar_fk').ifExists().execute();
  for (const table of [
    'avatars',
    'solved_problems',
    'submissions',
    'testcases',
    'problem_details',
    'problems',
    'rate_limit_buckets',
    'account_tokens',
    'one_time_codes',
    'oauth_accounts',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
