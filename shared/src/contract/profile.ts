import { z } from 'zod';
import {
  existingPasswordSchema,
  fullNameSchema,
  isoDateSchema,
  newPasswordSchema,
  optionalUrlSchema,
  usernameSchema,
} from './common.ts';
import { submissionSchema } from './submission.ts';
import { userSchema } from './user.ts';

/** Path parameter `{username}`: looked up case-insensitively, so only its length is checked. */
export const usernameParamSchema = z.object({ username: z.string().min(1).max(50) });
export type UsernameParam = z.infer<typeof usernameParamSchema>;

/** PATCH /profile/basic. `avatar` is an uploaded image URL or '' to remove it. */
export const profileBasicRequestSchema = z
  .object({ name: fullNameSchema, username: usernameSchema, avatar: optionalUrlSchema })
  .strict();
export type ProfileBasicRequest = z.infer<typeof profileBasicRequestSchema>;

/** The updated user, and a new session token when the username (carried in the token) changed. */
export const profileBasicResponseSchema = z.object({
  user: userSchema,
  token: z.string().optional(),
});
export type ProfileBasicResponse = z.infer<typeof profileBasicResponseSchema>;

/** PUT /profile/{username}/social: each link an http(s) URL or '' to clear; omitted ones stay. */
export const socialsRequestSchema = z
  .object({ github: optionalUrlSchema, linkedin: optionalUrlSchema, twitter: optionalUrlSchema })
  .partial()
  .strict();
export type SocialsRequest = z.infer<typeof socialsRequestSchema>;

/** PATCH /profile/public */
export const visibilityRequestSchema = z.object({ isPublicProfile: z.boolean() }).strict();
export type VisibilityRequest = z.infer<typeof visibilityRequestSchema>;

/** Answer of socials and visibility updates. */
export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** PATCH /profile/password. The new password follows the sign-up rule. */
export const changePasswordRequestSchema = z
  .object({ oldPassword: existingPasswordSchema, newPassword: newPasswordSchema })
  .strict();
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const heatmapEntrySchema = z.object({ date: isoDateSchema, count: z.number().int().min(0) });
export type HeatmapEntry = z.infer<typeof heatmapEntrySchema>;

/** GET /profile/{username}/heatmap: submissions per day, ascending by date. */
export const heatmapResponseSchema = z.object({ heatmap: z.array(heatmapEntrySchema) });
export type HeatmapResponse = z.infer<typeof heatmapResponseSchema>;

export const progressStatsSchema = z.object({
  easy: z.number().int().min(0),
  medium: z.number().int().min(0),
  hard: z.number().int().min(0),
});
export type ProgressStats = z.infer<typeof progressStatsSchema>;

/** GET /profile/{username}/progress: solved problems by difficulty. */
export const progressResponseSchema = z.object({ stats: progressStatsSchema });
export type ProgressResponse = z.infer<typeof progressResponseSchema>;

/** GET /leaderboard/rank/{username}: '-' for a user without a rank (no score yet). */
export const rankResponseSchema = z.object({
  rank: z.union([z.number().int().min(1), z.literal('-')]),
  score: z.number().int().min(0),
});
export type RankResponse = z.infer<typeof rankResponseSchema>;

/** A submission as profile lists show it: no code, always with the problem's title. */
export const profileSubmissionSchema = submissionSchema
  .pick({
    _id: true,
    problemId: true,
    verdict: true,
    reason: true,
    language: true,
    submittedAt: true,
  })
  .extend({ problemTitle: z.string() });
export type ProfileSubmission = z.infer<typeof profileSubmissionSchema>;

/** GET /submission/recent/{username}: newest first (clients show the first 3). */
export const profileSubmissionsResponseSchema = z.object({
  submissions: z.array(profileSubmissionSchema),
});
export type ProfileSubmissionsResponse = z.infer<typeof profileSubmissionsResponseSchema>;

/** POST /avatars (multipart field `file`): the hosted image's URL, named as the image host's upload answer names it. */
export const avatarUploadResponseSchema = z.object({ secure_url: z.string() });
export type AvatarUploadResponse = z.infer<typeof avatarUploadResponseSchema>;
