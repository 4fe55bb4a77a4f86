import { createRoute, z } from '@hono/zod-openapi';
import {
  apiRoutes,
  AVATAR_UPLOAD_MAX_BYTES,
  AVATAR_UPLOAD_MAX_TEXT,
  avatarUploadResponseSchema,
  messages,
} from '@zencode/shared/contract';
import { bodyLimit } from 'hono/body-limit';
import { BadRequestError, NotFoundError, PayloadTooLargeError } from '../../errors.ts';
import { limitRequest, currentUser, requireUser, createAccountRouter } from '../auth/index.ts';
import { jsonResponse, publicAccess, accountErrors, errorResponse } from '../../http/index.ts';
import { avatarUrl } from '../users/index.ts';
import { NotAnImageError, processAvatar } from './process-avatar.ts';

/** The multipart envelope around the file needs a little room beyond the image itself. */
const uploadBodyLimit = AVATAR_UPLOAD_MAX_BYTES + 64 * 1024;
const avatarFileName = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.jpg$/i;

const upload = createRoute({
  operationId: 'uploadAvatar',
  method: 'post',
  path: apiRoutes.avatars.upload,
  tags: ['avatars'],
  summary: `Upload an avatar (multipart field \`file\`, an image up to ${AVATAR_UPLOAD_MAX_TEXT}); stored as a JPEG`,
  security: [{ bearer: [] }],
  middleware: [
    bodyLimit({
      maxSize: uploadBodyLimit,
      onError: () => {
        throw new PayloadTooLargeError(messages.imageTooLarge);
      },
    }),
    requireUser,
  ] as const,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({ file: z.any().openapi({ type: 'string', format: 'binary' }) }),
        },
      },
    },
  },
  responses: {
    201: jsonResponse(avatarUploadResponseSchema, 'Stored; `secure_url` serves it'),
    400: accountErrors[400],
    401: accountErrors[401],
    413: errorResponse(`The image is over ${AVATAR_UPLOAD_MAX_TEXT}`),
    429: accountErrors[429],
  },
});

const serve = createRoute({
  operationId: 'getAvatar',
  method: 'get',
  path: apiRoutes.avatars.byId,
  security: publicAccess,
  tags: ['avatars'],
  summary: 'A stored avatar (`{id}.jpg`), cached for a year: its content never changes',
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: {
    200: {
      description: 'The JPEG',
      content: { 'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    404: accountErrors[404],
  },
});

/** Avatars are stored by the API itself, re-encoded, and served with long-lived cache headers. */
export const avatarRoutes = createAccountRouter()
  .openapi(upload, async (c) => {
    const { db, config } = c.var.deps;
    const me = currentUser(c);
    await limitRequest(c, [['avatarUploadPerUser', me.id]]);
    const file = c.req.valid('form').file as unknown;
    if (!(file instanceof File)) throw new BadRequestError(messages.imageRequired);
    if (file.size > AVATAR_UPLOAD_MAX_BYTES) throw new PayloadTooLargeError(messages.imageTooLarge);
    let jpeg: Buffer;
    try {
      jpeg = await processAvatar(Buffer.from(await file.arrayBuffer()));
    } catch (error) {
      if (error instanceof NotAnImageError) throw new BadRequestError(messages.imageRequired);
      throw error;
    }
    const row = await db
      .insertInto('avatars')
      .values({ user_id: me.id, content: jpeg, mime: 'image/jpeg' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return c.json({ secure_url: avatarUrl(config.publicUrl, row.id) }, 201);
  })
  .openapi(serve, async (c) => {
    const match = avatarFileName.exec(c.req.valid('param').id);
    const avatar =
      match &&
      (await c.var.deps.db
        .selectFrom('avatars')
        .select(['content', 'mime'])
        .where('id', '=', match[1]!.toLowerCase())
        .executeTakeFirst());
    if (!avatar) throw new NotFoundError();
    return c.body(new Uint8Array(avatar.content), 200, {
      'content-type': avatar.mime,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });
