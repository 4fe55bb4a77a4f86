import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabasePerFile } from '../test/test-database.ts';
import { queryOnce } from '../test/query-once.ts';
import { createDatabase, pingDatabase } from './database.ts';

const test = testDatabasePerFile();

describe('createDatabase', () => {
  it('logs, not crashes, when a connection in use is ended by the server, and connects again', async () => {
    const warnings: string[] = [];
    const logger = {
      debug() {},
      info() {},
      warn: (text: string) => warnings.push(text),
      error() {},
    };
    const db = createDatabase(test.connectionString, { logger, max: 1 });
    try {
      // The connection is checked out, between statements (as in a transaction), when its backend
      // goes away, as every backend does when the postmaster is killed.
      await db.connection().execute(async (connection) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(
          connection,
        );
        await queryOnce(test.connectionString, `select pg_terminate_backend(${rows[0]!.pid})`);
        await expect.poll(() => warnings.length).toBeGreaterThan(0);
      });
      expect(warnings[0]).toMatch(/^PostgreSQL connection lost: /);
      expect(await pingDatabase(db)).toBe(true);
    } finally {
      await db.destroy();
    }
  });
});
