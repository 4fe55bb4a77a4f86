import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type MigrationProvider } from 'kysely';
import type { CacheSchema } from './cache-schema.ts';
import { cacheMigrations } from './migrations/index.ts';
import { salvageLearnerRows } from './salvage-learner-rows.ts';

export type CacheDb = Kysely<CacheSchema>;

export interface OpenedCache {
  db: CacheDb;
  /** Where an unreadable or newer-version file was moved before a fresh cache was built. */
  movedAside: string | null;
}

class UnusableCacheError extends Error {
  constructor(
    message: string,
    readonly reason: 'corrupt' | 'newer',
  ) {
    super(message);
  }
}

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(cacheMigrations) };

/** better-sqlite3's compiled file for this runtime (see native-binding.ts); unset: its own. */
type NativeBinding = string | undefined;

function connect(file: string, nativeBinding: NativeBinding): Database.Database {
  const sqlite = new Database(file, { nativeBinding });
  try {
    // Reading the header and checking the pages fails fast on a file that is not a database.
    const check = sqlite.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new UnusableCacheError(`quick_check: ${String(check)}`, 'corrupt');
    sqlite.pragma('journal_mode = WAL');
    // Another connection (a second window, the sync) holding the write lock is waited for.
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    return sqlite;
  } catch (error) {
    sqlite.close();
    if (error instanceof UnusableCacheError) throw error;
    throw new UnusableCacheError((error as Error).message, 'corrupt');
  }
}

async function migrate(db: CacheDb): Promise<void> {
  const known = new Set(Object.keys(cacheMigrations));
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (tables.some((table) => table.name === 'kysely_migration')) {
    const applied = await db
      .withoutPlugins()
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    const unknown = (applied as { name: string }[]).find((row) => !known.has(row.name));
    if (unknown) throw new UnusableCacheError(`written by a newer app (${unknown.name})`, 'newer');
  }
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw new UnusableCacheError((error as Error).message, 'corrupt');
}

async function tryOpen(file: string, nativeBinding: NativeBinding): Promise<CacheDb> {
  const db = new Kysely<CacheSchema>({
    dialect: new SqliteDialect({ database: connect(file, nativeBinding) }),
  });
  try {
    await migrate(db);
    return db;
  } catch (error) {
    await db.destroy();
    if (error instanceof UnusableCacheError) throw error;
    throw new UnusableCacheError((error as Error).message, 'corrupt');
  }
}

function moveAside(file: string, reason: string): string {
  const target = `${file}.${reason}-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  for (const suffix of ['-wal', '-shm']) {
    if (existsSync(file + suffix)) renameSync(file + suffix, target + suffix);
  }
  renameSync(file, target);
  return target;
}

/**
 * Opens (creating and migrating) the cache file in WAL mode. A file that is not a readable
 * database, or one written by a newer app version, is moved aside and a fresh cache is built
 * instead of a crash. Most of it is copies of the server's data; the learner's own rows (the
 * outbox, drafts, custom cases) are copied into the fresh cache as far as the moved file can be read.
 */
export async function openCacheDatabase(
  file: string,
  log: (message: string) => void = () => undefined,
  nativeBinding?: string,
): Promise<OpenedCache> {
  mkdirSync(dirname(file), { recursive: true });
  try {
    return { db: await tryOpen(file, nativeBinding), movedAside: null };
  } catch (error) {
    if (!(error instanceof UnusableCacheError)) throw error;
    const movedAside = moveAside(file, error.reason);
    log(`The offline cache could not be used (${error.message}); moved to ${movedAside}.`);
    const db = await tryOpen(file, nativeBinding);
    await salvageLearnerRows(db, movedAside, log);
    return { db, movedAside };
  }
}
