import type { Kysely } from 'kysely';

/** The online compiler's files per server (before: the page's localStorage), and its stdin. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('compiler_workspaces')
    .addColumn('server', 'text', (col) => col.primaryKey())
    .addColumn('active_id', 'text', (col) => col.notNull())
    .addColumn('input', 'text', (col) => col.notNull())
    .addColumn('saved_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('compiler_files')
    .addColumn('server', 'text', (col) => col.notNull())
    .addColumn('file_id', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('output_json', 'text')
    .addColumn('saved_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('compiler_files_pk', ['server', 'file_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('compiler_files').execute();
  await db.schema.dropTable('compiler_workspaces').execute();
}
