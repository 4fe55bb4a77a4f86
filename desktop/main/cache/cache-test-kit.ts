import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterEach, beforeEach, expect } from 'vitest';
import { cacheMigrations } from './migrations/index.ts';
import { openCacheDatabase, type CacheDb } from './open-cache-database.ts';

/*
 * For the cache's tests against the real SQLite store: a fresh cache file per test, and a file
 * as an older version of the app left it (to prove a migration keeps its rows).
 */

export const serverA = 'http://127.0.0.1:8080';
/** One learner's work on each of two servers. */
export const workA = { server: serverA, account: 'user-1' };
export const workB = { server: 'https://zencode.example.org', account: 'user-1' };

/** A fresh, migrated cache in its own temporary folder for each test of the file. */
export function useCacheDatabase(prefix: string): { readonly dir: string; readonly db: CacheDb } {
  const current = { dir: '', db: null as unknown as CacheDb };
  beforeEach(async () => {
    current.dir = await mkdtemp(join(tmpdir(), prefix));
    current.db = (await openCacheDatabase(join(current.dir, 'cache.sqlite'))).db;
  });
  afterEach(async () => {
    await current.db.destroy();
    await rm(current.dir, { recursive: true, force: true });
  });
  return current;
}

/**
 * Creates `file` as the version before `migration` left it, and opens it with better-sqlite3 to
 * write that version's rows (close it before opening the file with openCacheDatabase).
 */
export async function cacheBefore(file: string, migration: string): Promise<Database.Database> {
  const previous = new Kysely<unknown>({
    dialect: new SqliteDialect({ database: new Database(file) }),
  });
  const names = Object.keys(cacheMigrations);
  const { error } = await new Migrator({
    db: previous,
    provider: { getMigrations: () => Promise.resolve(cacheMigrations) },
  }).migrateTo(names[names.indexOf(migration) - 1]!);
  expect(error).toBeUndefined();
  await previous.destroy();
  return new Database(file);
}
