import { z } from 'zod';
import {
  emailSchema,
  existingPasswordSchema,
  fullNameSchema,
  newPasswordSchema,
  usernameSchema,
} from './common.ts';
import { OTP_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { messages } from './messages.ts';
import { accountStatusSchema, roleSchema, userSchema } from './user.ts';

/** Reset and verification tokens travel in links: URL-safe, bounded. */
const linkTokenSchema = z.string().min(1).max(512);

export const signUpRequestSchema = z
  .object({ email: emailSchema, password: newPasswordSchema })
  .strict();
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** Either a message (a code was sent: go to /verify-otp) or a session token. */
export const signUpResponseSchema = z.object({
  message: z.string().optional(),
  token: z.string().optional(),
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

export const signInRequestSchema = z
  .object({
    email: emailSchema,
    password: existingPasswordSchema,
    /** 'Remember me': a longer-lived session. */
    rememberMe: z.boolean().optional(),
  })
  .strict();
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
export const signInResponseSchema = tokenResponseSchema;
export type SignInResponse = TokenResponse;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema }).strict();
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** The reset form checks length only; the server applies the same bound. */
export const resetPasswordRequestSchema = z
  .object({
    token: linkTokenSchema,
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)
      .max(PASSWORD_MAX_LENGTH),
  })
  .strict();
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const resetTokenParamSchema = z.object({ token: linkTokenSchema });
/** GET /auth/validate-reset-token/{token}: 200 with valid true, or 400 with a message. */
export const validateResetTokenResponseSchema = z.object({ valid: z.boolean() });
export type ValidateResetTokenResponse = z.infer<typeof validateResetTokenResponseSchema>;

export const verifyOtpRequestSchema = z
  .object({ email: emailSchema, otp: z.string().regex(OTP_PATTERN, messages.otpIncomplete) })
  .strict();
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

/**
 * After a verified code: a session token when the profile is complete, otherwise a temporary
 * token scoped to profile completion; `user.profileComplete` tells which.
 */
export const verifyOtpResponseSchema = z.object({ token: z.string(), user: accountStatusSchema });
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

export const resendOtpRequestSchema = z.object({ email: emailSchema }).strict();
export type ResendOtpRequest = z.infer<typeof resendOtpRequestSchema>;

/** POST /auth/verify-email {token}: the link's token; answers a temporary token. */
export const verifyEmailRequestSchema = z.object({ token: linkTokenSchema }).strict();
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;
export const verifyEmailResponseSchema = verifyOtpResponseSchema;
export type VerifyEmailResponse = VerifyOtpResponse;

/** POST /auth/resend-verification: no body, authorised by the temporary token. */
export const resendVerificationRequestSchema = z.object({}).strict();

export const completeProfileRequestSchema = z
  .object({ fullName: fullNameSchema, username: usernameSchema })
  .strict();
export type CompleteProfileRequest = z.infer<typeof completeProfileRequestSchema>;
export const completeProfileResponseSchema = z.object({ token: z.string(), user: userSchema });
export type CompleteProfileResponse = z.infer<typeof completeProfileResponseSchema>;

export const tokenScopes = ['session', 'complete-profile'] as const;
export const tokenScopeSchema = z.enum(tokenScopes);
export type TokenScope = z.infer<typeof tokenScopeSchema>;

/**
 * The claims a client may decode from a token (never trusted without verifying the signature).
 * A session carries username (null before profile completion) and role; a temporary token may
 * name its scope and carry what prefills the profile-completion form. Unknown claims are kept.
 */
export const tokenClaimsSchema = z.looseObject({
  sub: z.string(),
  scope: tokenScopeSchema.optional(),
  username: z.string().nullable().optional(),
  role: roleSchema.optional(),
  fullName: z.string().optional(),
  email: z.string().optional(),
  iat: z.number().optional(),
  exp: z.number().optional(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/** Query of the web route /oauth/callback the server redirects to after social sign-in. */
export const oauthCallbackQuerySchema = z.object({
  token: z.string().min(1),
  profileComplete: z.enum(['true', 'false']),
});
export type OauthCallbackQuery = z.infer<typeof oauthCallbackQuerySchema>;

export const oauthProviders = ['github', 'google'] as const;
export const oauthProviderSchema = z.enum(oauthProviders);
export type OauthProvider = z.infer<typeof oauthProviderSchema>;

/** GET /auth/providers: which social sign-in buttons to show (only configured ones). */
export const authProvidersResponseSchema = z.object({ providers: z.array(oauthProviderSchema) });
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;
