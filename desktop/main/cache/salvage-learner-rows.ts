import { sql } from 'kysely';
import type { CacheDb } from './open-cache-database.ts';

/** The learner's own rows, which exist nowhere else, and the columns this version knows. */
const learnerTables = {
  outbox: [
    'server',
    'idempotency_key',
    'problem_id',
    'language',
    'code',
    'created_at',
    'attempts',
    'last_error',
    'account',
    'state',
    'reason',
  ],
  drafts: ['server', 'account', 'problem_id', 'language', 'code', 'saved_at'],
  custom_cases: ['server', 'account', 'problem_id', 'inputs_json', 'saved_at'],
  compiler_workspaces: ['server', 'account', 'active_id', 'input', 'saved_at'],
  compiler_files: [
    'server',
    'account',
    'file_id',
    'position',
    'name',
    'language',
    'code',
    'output_json',
    'saved_at',
  ],
} as const;

/**
 * Copies the outbox, drafts, custom cases and compiler files from a cache file that was moved aside (written by a
 * newer app, or damaged) into the fresh one, table by table, as far as they can be read: a
 * learner who goes back to an older version keeps their unsent work. Answers how many rows came.
 */
export async function salvageLearnerRows(
  db: CacheDb,
  movedFile: string,
  log: (message: string) => void,
): Promise<number> {
  let copied = 0;
  try {
    await sql`attach database ${movedFile} as moved`.execute(db);
  } catch (error) {
    log(`Nothing could be read back from ${movedFile}: ${(error as Error).message}`);
    return 0;
  }
  try {
    for (const [table, known] of Object.entries(learnerTables)) {
      try {
        // A file from before a column existed (the work's account) lacks it: the fresh table's
        // default fills it in (the visitor's set, claimed at the next sign-in).
        const { rows } = await sql<{
          name: string;
        }>`select name from pragma_table_info(${table}, 'moved')`.execute(db);
        const present = new Set(rows.map((row) => row.name));
        const columns = known.filter((column) => present.has(column));
        const list = sql.join(columns.map((column) => sql.ref(column)));
        const result = await sql`insert or ignore into main.${sql.table(table)} (${list})
          select ${list} from moved.${sql.table(table)}`.execute(db);
        copied += Number(result.numAffectedRows ?? 0);
      } catch (error) {
        log(`${table} could not be read back from ${movedFile}: ${(error as Error).message}`);
      }
    }
  } finally {
    await sql`detach database moved`.execute(db);
  }
  return copied;
}
