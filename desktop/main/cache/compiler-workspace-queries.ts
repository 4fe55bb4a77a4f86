import {
  savedCompilerFileSchema,
  type SavedCompilerFile,
  type SavedCompilerWorkspace,
} from '@zencode/shared/contract';
import type { Transaction } from 'kysely';
import type { CacheSchema } from './cache-schema.ts';
import type { WorkOwner } from './learner-work-queries.ts';
import type { CacheDb } from './open-cache-database.ts';
import { parseStoredJson } from './parse-stored-json.ts';

/*
 * The online compiler's files, one workspace per account and server, kept like drafts: never
 * cleared by a sync or a log out, never read by another account.
 */

/** The compiler's files saved for `owner`, or null when none were (or none can be read). */
export async function readCompilerWorkspace(
  db: CacheDb,
  owner: WorkOwner,
): Promise<SavedCompilerWorkspace | null> {
  const workspace = await db
    .selectFrom('compiler_workspaces')
    .select(['active_id', 'input'])
    .where('server', '=', owner.server)
    .where('account', '=', owner.account)
    .executeTakeFirst();
  if (!workspace) return null;
  const rows = await db
    .selectFrom('compiler_files')
    .selectAll()
    .where('server', '=', owner.server)
    .where('account', '=', owner.account)
    .orderBy('position')
    .execute();
  // A file this version cannot read (a damaged row, a newer app's language) is skipped, not fatal;
  // one whose only damage is its output keeps its code, without the output.
  const files = rows.flatMap((row) => {
    const fields = { id: row.file_id, name: row.name, language: row.language, code: row.code };
    const output = row.output_json === null ? null : parseStoredJson(row.output_json);
    const file = savedCompilerFileSchema.safeParse({ ...fields, output });
    if (file.success) return [file.data];
    const withoutOutput = savedCompilerFileSchema.safeParse({ ...fields, output: null });
    return withoutOutput.success ? [withoutOutput.data] : [];
  });
  if (files.length === 0) return null;
  const activeId = files.some((file) => file.id === workspace.active_id)
    ? workspace.active_id
    : files[0]!.id;
  return { files, activeId, input: workspace.input };
}

async function writeWorkspace(
  trx: Transaction<CacheSchema>,
  owner: WorkOwner,
  workspace: SavedCompilerWorkspace,
): Promise<void> {
  const savedAt = new Date().toISOString();
  const row = { active_id: workspace.activeId, input: workspace.input, saved_at: savedAt };
  await trx
    .insertInto('compiler_workspaces')
    .values({ ...owner, ...row })
    .onConflict((oc) => oc.columns(['server', 'account']).doUpdateSet(row))
    .execute();
  await trx
    .deleteFrom('compiler_files')
    .where('server', '=', owner.server)
    .where('account', '=', owner.account)
    .execute();
  const fileRow = (file: SavedCompilerFile, position: number) => ({
    ...owner,
    file_id: file.id,
    position,
    name: file.name,
    language: file.language,
    code: file.code,
    output_json: file.output === null ? null : JSON.stringify(file.output),
    saved_at: savedAt,
  });
  await trx.insertInto('compiler_files').values(workspace.files.map(fileRow)).execute();
}

/** Replaces the compiler's files of `owner` with `workspace`, in one transaction. */
export async function saveCompilerWorkspace(
  db: CacheDb,
  owner: WorkOwner,
  workspace: SavedCompilerWorkspace,
): Promise<void> {
  await db.transaction().execute((trx) => writeWorkspace(trx, owner, workspace));
}

/**
 * Adds compiler files kept elsewhere (the renderer's localStorage before the store had them)
 * unless the store already has some for `owner`: moving the same files twice, after a crash
 * between the move and the clean-up, never overwrites newer ones. Answers how many came in.
 */
export async function importCompilerWorkspace(
  db: CacheDb,
  owner: WorkOwner,
  workspace: SavedCompilerWorkspace,
): Promise<{ files: number }> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('compiler_workspaces')
      .select('server')
      .where('server', '=', owner.server)
      .where('account', '=', owner.account)
      .executeTakeFirst();
    if (existing) return { files: 0 };
    await writeWorkspace(trx, owner, workspace);
    return { files: workspace.files.length };
  });
}
