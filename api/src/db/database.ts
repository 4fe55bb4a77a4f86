import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

// bigint (count(*), sums) arrives as a string by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/** Opens a Kysely instance over a pg Pool for a postgres:// connection string. */
export function createDatabase(
  connectionString: string,
  options: { logger?: Logger; max?: number } = {},
): Db {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  const lost = (error: Error) =>
    options.logger?.warn(`PostgreSQL connection lost: ${error.message}`);
  // A client losing its connection (a restart, a kill -9 of the postmaster) must not crash the
  // process. The pool's own 'error' event covers only idle clients: a checked-out client whose
  // query has already failed hears the socket close with no listener, which Node throws.
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** True when a trivial query answers. */
export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
