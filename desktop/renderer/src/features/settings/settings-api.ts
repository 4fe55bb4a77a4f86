import {
  type ProfileBasicRequest,
  type SocialsRequest,
  apiRoutes,
  fillRoute,
  messageBodySchema,
  messages,
  profileBasicResponseSchema,
  tokenResponseSchema,
  userResponseSchema,
} from '@zencode/shared/contract';
import { ApiError, apiCall } from '@/lib/api-client.ts';

/** The settings modal's saves and the avatar upload. */
export const settingsApi = {
  updateBasic: (body: ProfileBasicRequest) =>
    apiCall(apiRoutes.profile.basic, {
      method: 'PATCH',
      body,
      schema: profileBasicResponseSchema,
    }),
  updateSocials: (username: string, body: SocialsRequest) =>
    apiCall(fillRoute(apiRoutes.profile.social, { username }), {
      method: 'PUT',
      body,
      schema: userResponseSchema,
    }),
  updateVisibility: (isPublicProfile: boolean) =>
    apiCall(apiRoutes.profile.visibility, {
      method: 'PATCH',
      body: { isPublicProfile },
      schema: userResponseSchema,
    }),
  /** Answers a new session token: every other session of the account ends. */
  changePassword: (oldPassword: string, newPassword: string) =>
    apiCall(apiRoutes.profile.password, {
      method: 'PATCH',
      body: { oldPassword, newPassword },
      schema: messageBodySchema.extend(tokenResponseSchema.shape),
    }),
  /** Uploads the cropped JPEG (multipart field `file`) and answers the `secure_url` it is served at. */
  async uploadAvatar(image: Blob): Promise<string> {
    const form = new FormData();
    form.append('file', image, 'avatar.jpg');
    const body = await apiCall<unknown>(apiRoutes.avatars.upload, { method: 'POST', body: form });
    const url =
      body && typeof body === 'object' && 'secure_url' in body ? body.secure_url : undefined;
    if (typeof url !== 'string' || url === '') throw new ApiError(messages.avatarUploadNoUrl, 200);
    return url;
  },
};
