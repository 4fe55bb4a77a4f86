import { createRoute } from '@hono/zod-openapi';
import {
  apiRoutes,
  changePasswordRequestSchema,
  messages,
  profileBasicRequestSchema,
  profileBasicResponseSchema,
  publicUserSchema,
  socialsRequestSchema,
  userResponseSchema,
  userSchema,
  usernameParamSchema,
  visibilityRequestSchema,
} from '@zencode/shared/contract';
import { z } from 'zod';
import { BadRequestError, ConflictError, ForbiddenError } from '../../errors.ts';
import {
  clientIp,
  createAccountRouter,
  currentUser,
  hashPassword,
  isUniqueViolation,
  limitRequest,
  optionalUser,
  requireUser,
  retireAccountTokens,
  sessionTokenFor,
  verifyPassword,
} from '../auth/index.ts';
import { jsonBody, jsonResponse, optionalBearer, accountErrors } from '../../http/index.ts';
import { notModifiedResponse } from '../../read-cache/index.ts';
import { avatarIdOfUrl, loadUser } from '../users/index.ts';
import { answerProfileRead } from './answer-profile-read.ts';
import { publicProfileRead } from './public-profile-read.ts';

const bearer = [{ bearer: [] }];
const changePasswordResponseSchema = z.object({ message: z.string(), token: z.string() });
/** The settings modal's saves: the signed-in owner's own profile. */
const ownerSave = { tags: ['profile'], security: bearer, middleware: [requireUser] };
const saveErrors = { 400: accountErrors[400], 401: accountErrors[401] };

const getProfile = createRoute({
  operationId: 'getProfile',
  method: 'get',
  path: apiRoutes.profile.byUsername,
  tags: ['profile'],
  summary: 'A profile by username: the whole user for its owner, the public view for others',
  description: 'A private profile answers 404 to everyone but its owner.',
  security: optionalBearer,
  middleware: [optionalUser] as const,
  request: { params: usernameParamSchema },
  responses: {
    200: jsonResponse(z.union([userSchema, publicUserSchema]), 'The profile'),
    304: notModifiedResponse,
    404: accountErrors[404],
  },
});

const updateBasic = createRoute({
  operationId: 'updateProfileBasics',
  ...ownerSave,
  method: 'patch',
  path: apiRoutes.profile.basic,
  summary: 'Name, username and avatar; a new token comes back when the username changed',
  description: '`avatar` is a `secure_url` answered by POST /api/avatars (of this user), or "".',
  request: { body: jsonBody(profileBasicRequestSchema) },
  responses: {
    200: jsonResponse(profileBasicResponseSchema, 'Updated'),
    ...saveErrors,
    409: accountErrors[409],
  },
});

const changePassword = createRoute({
  operationId: 'changePassword',
  ...ownerSave,
  method: 'patch',
  path: apiRoutes.profile.password,
  summary:
    'Change the password; every other session and every outstanding reset link ends, this client gets a new token',
  request: { body: jsonBody(changePasswordRequestSchema) },
  responses: {
    200: jsonResponse(changePasswordResponseSchema, 'Changed'),
    ...saveErrors,
    429: accountErrors[429],
  },
});

const updateSocials = createRoute({
  operationId: 'updateSocialLinks',
  ...ownerSave,
  method: 'put',
  path: apiRoutes.profile.social,
  summary: "The owner's GitHub, LinkedIn and Twitter links (http(s) URLs, '' clears one)",
  request: { params: usernameParamSchema, body: jsonBody(socialsRequestSchema) },
  responses: {
    200: jsonResponse(userResponseSchema, 'Updated'),
    ...saveErrors,
    403: accountErrors[403],
  },
});

const updateVisibility = createRoute({
  operationId: 'setProfileVisibility',
  ...ownerSave,
  method: 'patch',
  path: apiRoutes.profile.visibility,
  summary: 'Make the own profile public or private',
  request: { body: jsonBody(visibilityRequestSchema) },
  responses: {
    200: jsonResponse(userResponseSchema, 'Updated'),
    ...saveErrors,
  },
});

/** The profile read by its owner (or the public) and the settings modal's saves. */
export const profileSettingsRoutes = createAccountRouter()
  .openapi(getProfile, async (c) => {
    const { db, config } = c.var.deps;
    return answerProfileRead(c, c.req.valid('param').username, publicProfileRead(db, config));
  })
  .openapi(updateBasic, async (c) => {
    const { db, config } = c.var.deps;
    const me = currentUser(c);
    const { name, username, avatar } = c.req.valid('json');
    let avatarId: string | null = null;
    if (avatar) {
      avatarId = avatarIdOfUrl(avatar);
      const owned =
        avatarId &&
        (await db
          .selectFrom('avatars')
          .select('id')
          .where('id', '=', avatarId)
          .where('user_id', '=', me.id)
          .executeTakeFirst());
      if (!owned) throw new BadRequestError(messages.uploadAvatarFailed);
    }
    let updated;
    try {
      updated = await db
        .updateTable('users')
        .set({ name, username, avatar_id: avatarId })
        .where('id', '=', me.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error, 'users_username_key')) {
        throw new ConflictError(messages.usernameTaken);
      }
      throw error;
    }
    // Uploads that were not kept are of no use to anyone.
    let unused = db.deleteFrom('avatars').where('user_id', '=', me.id);
    if (avatarId) unused = unused.where('id', '!=', avatarId);
    await unused.execute();
    const user = await loadUser(db, config.publicUrl, me.id);
    // The token carries the username: a renamed user needs a new one.
    if (updated.username !== me.username) {
      return c.json({ user, token: await sessionTokenFor(config, updated) }, 200);
    }
    return c.json({ user }, 200);
  })
  .openapi(changePassword, async (c) => {
    const { db, config } = c.var.deps;
    const me = currentUser(c);
    await limitRequest(c, [
      ['changePasswordPerUser', me.id],
      ['signInPerIp', clientIp(c)],
    ]);
    const { oldPassword, newPassword } = c.req.valid('json');
    const row = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    if (!row.password_hash) throw new BadRequestError(messages.passwordNotSet);
    // 400, not 401: a wrong old password must not sign the client out.
    if (!(await verifyPassword(row.password_hash, oldPassword))) {
      throw new BadRequestError(messages.oldPasswordIncorrect);
    }
    const passwordHash = await hashPassword(newPassword);
    // The new session version ends every other session (this client gets a token for it), and
    // no reset link mailed before the change can set the password any more.
    const updated = await db.transaction().execute(async (trx) => {
      await retireAccountTokens(trx, me.id, 'reset-password');
      return trx
        .updateTable('users')
        .set((eb) => ({
          password_hash: passwordHash,
          session_version: eb('session_version', '+', 1),
        }))
        .where('id', '=', me.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    const token = await sessionTokenFor(config, updated);
    return c.json({ message: messages.passwordUpdated, token }, 200);
  })
  .openapi(updateSocials, async (c) => {
    const { db, config } = c.var.deps;
    const me = currentUser(c);
    const { username } = c.req.valid('param');
    if (!me.username || me.username.toLowerCase() !== username.toLowerCase()) {
      throw new ForbiddenError();
    }
    const { github, linkedin, twitter } = c.req.valid('json');
    const links = { github_url: github, linkedin_url: linkedin, twitter_url: twitter };
    const changes = Object.fromEntries(
      Object.entries(links)
        .filter(([, value]) => value !== undefined)
        .map(([column, value]) => [column, value || null]),
    );
    if (Object.keys(changes).length > 0) {
      await db.updateTable('users').set(changes).where('id', '=', me.id).execute();
    }
    return c.json({ user: await loadUser(db, config.publicUrl, me.id) }, 200);
  })
  .openapi(updateVisibility, async (c) => {
    const { db, config } = c.var.deps;
    const me = currentUser(c);
    await db
      .updateTable('users')
      .set({ is_public_profile: c.req.valid('json').isPublicProfile })
      .where('id', '=', me.id)
      .execute();
    return c.json({ user: await loadUser(db, config.publicUrl, me.id) }, 200);
  });
