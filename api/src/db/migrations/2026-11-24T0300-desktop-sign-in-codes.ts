import { sql, type Kysely } from 'kysely';

/*
 * One-time codes of desktop social sign-ins. The key is a keyed hash of the code together with the
 * app's state and PKCE challenge, so only the app that started the sign-in can redeem it; a
 * redemption deletes the row, so a replayed link finds nothing.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('desktop_sign_in_codes')
    .addColumn('binding_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('suggested_username', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('desktop_sign_in_codes_expiry_idx')
    .on('desktop_sign_in_codes')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('desktop_sign_in_codes').execute();
}
