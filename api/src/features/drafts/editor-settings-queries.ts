import { type EditorSettings, parseEditorSettings } from '@zencode/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

/** The learner's editor settings; the defaults for any never saved. */
export async function readEditorSettings(db: Db, userId: string): Promise<EditorSettings> {
  const row = await db
    .selectFrom('editor_settings')
    .select('settings')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return parseEditorSettings(row?.settings);
}

export async function saveEditorSettings(
  db: Db,
  userId: string,
  settings: EditorSettings,
): Promise<void> {
  const value = JSON.stringify(settings);
  await db
    .insertInto('editor_settings')
    .values({ user_id: userId, settings: value })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ settings: value, updated_at: sql<Date>`now()` }),
    )
    .execute();
}
