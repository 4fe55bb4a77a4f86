import type { Db, UserRow } from '../../db/index.ts';
import type { OauthIdentity } from './oauth-identity.ts';

/**
 * The account of a social sign-in: the one already linked to this provider account, else the one
 * with the same (provider-verified) e-mail, which gets linked, else a new verified account whose
 * profile still needs a username.
 */
export async function linkOauthAccount(db: Db, identity: OauthIdentity): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const linked = await trx
      .selectFrom('oauth_accounts')
      .innerJoin('users', 'users.id', 'oauth_accounts.user_id')
      .selectAll('users')
      .where('oauth_accounts.provider', '=', identity.provider)
      .where('oauth_accounts.provider_user_id', '=', identity.providerUserId)
      .executeTakeFirst();
    if (linked) return linked;

    let account = await trx
      .selectFrom('users')
      .selectAll()
      .where('email', '=', identity.email)
      .forUpdate()
      .executeTakeFirst();
    if (account && !account.email_verified_at) {
      // Whoever signed up with this e-mail never proved owning it; the provider just did. Their
      // password must not open the account now being verified (account pre-hijacking).
      account = await trx
        .updateTable('users')
        .set((eb) => ({
          email_verified_at: new Date(),
          password_hash: null,
          sign_up_password_disputed: false,
          session_version: eb('session_version', '+', 1),
        }))
        .where('id', '=', account.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    account ??= await trx
      .insertInto('users')
      .values({
        email: identity.email,
        full_name: identity.fullName || null,
        name: identity.fullName || null,
        email_verified_at: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('oauth_accounts')
      .values({
        provider: identity.provider,
        provider_user_id: identity.providerUserId,
        user_id: account.id,
      })
      .execute();
    return account;
  });
}
