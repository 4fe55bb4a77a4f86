import { z } from 'zod';
import { difficultySchema } from './problem.ts';

export const roles = ['user', 'admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Social links; '' means not set. */
export const socialProfilesSchema = z.object({
  github: z.string(),
  linkedin: z.string(),
  twitter: z.string(),
});
export type SocialProfiles = z.infer<typeof socialProfilesSchema>;

/** A solved problem as the user carries it: the problem's slug and its difficulty. */
export const solvedProblemSchema = z.object({ _id: z.string(), difficulty: difficultySchema });
export type SolvedProblem = z.infer<typeof solvedProblemSchema>;

/** The user as the client reads it. `avatar` is an image URL or ''. */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  fullName: z.string(),
  email: z.string(),
  username: z.string(),
  avatar: z.string(),
  role: roleSchema,
  solvedProblems: z.array(solvedProblemSchema),
  score: z.number().int().min(0),
  socialProfiles: socialProfilesSchema,
  isPublicProfile: z.boolean(),
  profileComplete: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** Another user's profile: everything but the e-mail address and the role (who is an admin). */
export const publicUserSchema = userSchema.omit({ email: true, role: true });
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * An account right after verification or social sign-in, before its profile may be complete
 * (no username yet). Enough for the client to decide between signing in and profile completion.
 */
export const accountStatusSchema = z.object({
  _id: z.string(),
  email: z.string(),
  fullName: z.string(),
  username: z.string().nullable(),
  role: roleSchema,
  profileComplete: z.boolean(),
});
export type AccountStatus = z.infer<typeof accountStatusSchema>;
