import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDatabase, type Db } from '../db/index.ts';

export interface TestDatabase {
  db: Db;
  /** postgres:// URL of this file's own database. */
  connectionString: string;
  /** Closes the pool and drops the database. */
  destroy(): Promise<void>;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgres').adminConnectionString });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** PostgreSQL's answer when another session is copying the same template at that moment. */
const templateInUse = '55006';

/**
 * Test files run two at a time, and PostgreSQL refuses to copy a template that another copy is
 * reading at that instant: such a refusal is waited out (a copy takes well under a second).
 */
async function copyTemplate(client: pg.Client, statement: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(statement);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== templateInUse || attempt === 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

/**
 * A fresh, migrated database of its own (a copy of the run's template), so test files never see
 * each other's data. Call in beforeAll and destroy in afterAll.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { adminConnectionString, templateDatabase } = inject('postgres');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await admin((client) =>
    copyTemplate(
      client,
      `create database ${client.escapeIdentifier(name)} template ${client.escapeIdentifier(templateDatabase)}`,
    ),
  );
  const url = new URL(adminConnectionString);
  url.pathname = `/${name}`;
  const connectionString = url.toString();
  const db = createDatabase(connectionString, { max: 5 });
  return {
    db,
    connectionString,
    async destroy() {
      await db.destroy();
      await admin((client) =>
        client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`),
      );
    },
  };
}

/**
 * For a test file: createTestDatabase made before the file's tests (ahead of its own beforeAll
 * hooks) and destroyed after them (after its own afterAll hooks). Read its fields inside the tests.
 */
export function testDatabasePerFile(): TestDatabase {
  const test = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(test, await createTestDatabase());
  });
  afterAll(async () => {
    await test.destroy?.();
  });
  return test;
}
