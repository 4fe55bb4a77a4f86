import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { createDatabase, type Db } from './database.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';

export interface OpenDatabase {
  db: Db;
  /** Set when this process started the embedded server. */
  embedded?: EmbeddedPostgres;
  /** The postgres:// URL in use (for the job queue, which keeps its own pool). */
  connectionString: string;
  /** The owner's stop has begun (see EmbeddedPostgres.stopping). */
  stopping(): void;
  /** Closes the pool, then stops the embedded server if there is one. */
  close(): Promise<void>;
}

/**
 * One code path for both setups: DATABASE_URL when set, otherwise an embedded PostgreSQL in
 * DATA_DIR/postgres. `attach` (CLIs) reuses the embedded server of a running ZenCode instead.
 */
export async function openDatabase(
  config: Config,
  logger: Logger,
  options: { attach?: boolean; onUnrecoverable?: (error: Error) => void } = {},
): Promise<OpenDatabase> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.embeddedPostgresPort,
        attach: options.attach,
        onUnrecoverable: options.onUnrecoverable,
        logger,
      });
  const connectionString = config.databaseUrl ?? embedded!.connectionString;
  const db = createDatabase(connectionString, { logger });
  return {
    db,
    embedded,
    connectionString,
    stopping: () => embedded?.stopping(),
    async close() {
      await db.destroy();
      await embedded?.stop();
    },
  };
}
