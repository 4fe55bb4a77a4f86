import type { RateLimitRule } from '../../rate-limit/index.ts';

const minute = 60_000;
const hour = 60 * minute;

/** How long codes and links live, and how often a verification mail may be sent. */
export const authLifetimes = {
  otpMs: 10 * minute,
  verificationLinkMs: 24 * hour,
  resetLinkMs: 30 * minute,
  /** One verification mail per account per minute: the UI's resend countdown. */
  verificationMailCooldownMs: minute,
} as const;

/** A code dies after this many wrong tries. */
export const otpMaxAttempts = 5;

/** 'Remember me' keeps the session this long instead of the default 7 days. */
export const rememberMeLifetime = '30d';

/** Every rate limit of the account routes; keys are per client IP, per e-mail or per user. */
export const defaultRateLimits = {
  signInPerIp: { limit: 30, windowMs: 15 * minute },
  /**
   * Per account and client address, not per account: wrong passwords from one address must not
   * lock the owner out everywhere (a correct password from a fresh address always gets through).
   */
  signInPerEmailAndIp: { limit: 10, windowMs: 15 * minute },
  /**
   * Wrong passwords per account from every address together; past it, only browsers that signed
   * in to the account before may try (account-guessing.ts).
   */
  signInFailuresPerAccount: { limit: 20, windowMs: 15 * minute },
  signUpPerIp: { limit: 10, windowMs: hour },
  signUpPerEmail: { limit: 5, windowMs: hour },
  codeCheckPerIp: { limit: 30, windowMs: 15 * minute },
  codeCheckPerEmail: { limit: 10, windowMs: 15 * minute },
  resendPerIp: { limit: 10, windowMs: hour },
  resendPerEmail: { limit: 10, windowMs: hour },
  forgotPasswordPerIp: { limit: 10, windowMs: hour },
  /** Matches the 60-second 'try again' countdown of the forgot-password screen. */
  forgotPasswordPerEmail: { limit: 1, windowMs: minute },
  resetPasswordPerIp: { limit: 30, windowMs: 15 * minute },
  changePasswordPerUser: { limit: 10, windowMs: 15 * minute },
  avatarUploadPerUser: { limit: 30, windowMs: hour },
  /**
   * Draft saves, named copies and problem state together. The editor saves once typing pauses
   * and the desktop's sync sends every changed draft at once; a refused save stays on the device
   * and goes with the next one.
   */
  draftWritesPerUser: { limit: 120, windowMs: minute },
  /** Give-ups per learner (each card takes one a day; more are answered without being logged). */
  giveUpsPerUser: { limit: 30, windowMs: minute },
  /** Interview starts, ends and events (a Run or a submission each) per learner. */
  interviewWritesPerUser: { limit: 120, windowMs: minute },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof defaultRateLimits;
export type RateLimitRules = Record<RateLimitName, RateLimitRule>;
