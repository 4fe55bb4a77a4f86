import { sql, type Kysely } from 'kysely';

/*
 * A learner's own work — drafts, custom test inputs and the online compiler's files — is filed
 * under the account that made it (the session's user id), per server, as the outboxes are: on a
 * shared computer a second learner neither sees nor sends the first one's work. '' is the
 * signed-out visitor's set, whose rows move to the account at its next sign-in.
 *
 * Rows from before this version were one set per server and nothing says whose they were: they
 * become the visitor's, so nothing is lost and they go to the next account that signs in on that
 * server (as a visitor's drafts do on the web). SQLite cannot change a primary key in place, so
 * each table is rebuilt and its rows copied.
 */

const tables = [
  {
    name: 'drafts',
    columns: `server text not null, account text not null default '', problem_id text not null,
      language text not null, code text not null, saved_at text not null,
      primary key (server, account, problem_id, language)`,
    copied: 'server, problem_id, language, code, saved_at',
  },
  {
    name: 'custom_cases',
    columns: `server text not null, account text not null default '', problem_id text not null,
      inputs_json text not null, saved_at text not null,
      primary key (server, account, problem_id)`,
    copied: 'server, problem_id, inputs_json, saved_at',
  },
  {
    name: 'compiler_workspaces',
    columns: `server text not null, account text not null default '', active_id text not null,
      input text not null, saved_at text not null, primary key (server, account)`,
    copied: 'server, active_id, input, saved_at',
  },
  {
    name: 'compiler_files',
    columns: `server text not null, account text not null default '', file_id text not null,
      position integer not null, name text not null, language text not null, code text not null,
      output_json text, saved_at text not null, primary key (server, account, file_id)`,
    copied: 'server, file_id, position, name, language, code, output_json, saved_at',
  },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    const next = `${table.name}_by_account`;
    await sql.raw(`create table ${next} (${table.columns})`).execute(db);
    await sql
      .raw(
        `insert into ${next} (${table.copied}, account) select ${table.copied}, '' from ${table.name}`,
      )
      .execute(db);
    await sql.raw(`drop table ${table.name}`).execute(db);
    await sql.raw(`alter table ${next} rename to ${table.name}`).execute(db);
  }
}

/** Back to one set per server: the visitor's rows, then each account's where the key is free. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const keys: Record<(typeof tables)[number]['name'], string> = {
    drafts: 'primary key (server, problem_id, language)',
    custom_cases: 'primary key (server, problem_id)',
    compiler_workspaces: 'primary key (server)',
    compiler_files: 'primary key (server, file_id)',
  };
  for (const table of tables) {
    const previous = `${table.name}_by_server`;
    const columns = table.columns
      .replace(/account text not null default '', /, '')
      .replace(/primary key \([^)]*\)/, keys[table.name]);
    await sql.raw(`create table ${previous} (${columns})`).execute(db);
    await sql
      .raw(
        `insert or ignore into ${previous} (${table.copied}) select ${table.copied} from ${table.name} order by account = '' desc`,
      )
      .execute(db);
    await sql.raw(`drop table ${table.name}`).execute(db);
    await sql.raw(`alter table ${previous} rename to ${table.name}`).execute(db);
  }
}
