/** Every API route lives under this prefix. */
export const API_BASE = '/api';

/**
 * API route patterns relative to API_BASE, in OpenAPI style (`{id}`), which @hono/zod-openapi's
 * createRoute takes as is. Clients build concrete URLs with `apiPath`.
 */
export const apiRoutes = {
  health: '/health',
  openapi: '/openapi.json',
  docs: '/docs',
  auth: {
    signup: '/auth/signup',
    signin: '/auth/signin',
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password',
    validateResetToken: '/auth/validate-reset-token/{token}',
    verifyOtp: '/auth/verify-otp',
    resendOtp: '/auth/resend-otp',
    verifyEmail: '/auth/verify-email',
    resendVerification: '/auth/resend-verification',
    completeProfile: '/auth/complete-profile',
    providers: '/auth/providers',
    github: '/auth/github',
    githubCallback: '/auth/github/callback',
    google: '/auth/google',
    googleCallback: '/auth/google/callback',
    desktopExchange: '/auth/desktop/exchange',
  },
  problems: {
    list: '/problems',
    byId: '/problems/{id}',
    count: '/problems/count',
    bulk: '/problems/bulk',
    run: '/problems/{id}/run',
    help: '/problems/{id}/help',
    helpFields: '/problems/{id}/help/fields',
    hint: '/problems/{id}/hints/{number}',
    editorial: '/problems/{id}/editorial',
    replay: '/problems/{id}/replay',
  },
  problemDetails: {
    list: '/problem-details',
    byId: '/problem-details/{id}',
    byProblem: '/problem-details/problem/{id}',
    full: '/problem-details/full/{id}',
  },
  testcases: {
    list: '/testcases',
    byId: '/testcases/{id}',
    byProblem: '/testcases/problem/{id}',
  },
  submissions: {
    list: '/submission',
    byId: '/submission/{id}',
    events: '/submission/events/{id}',
    standing: '/submission/standing/{id}',
    byProblem: '/submission/problem/{id}',
    byUser: '/submission/user/{id}',
  },
  profile: {
    byUsername: '/profile/{username}',
    heatmap: '/profile/{username}/heatmap',
    progress: '/profile/{username}/progress',
    rank: '/leaderboard/rank/{username}',
    submissions: '/submission/recent/{username}',
    social: '/profile/{username}/social',
    publicByUsername: '/profile/public/{username}',
    visibility: '/profile/public',
    basic: '/profile/basic',
    password: '/profile/password',
  },
  avatars: { upload: '/avatars', byId: '/avatars/{id}' },
  leaderboard: { list: '/leaderboard', byId: '/leaderboard/{id}' },
  studyPlan: '/study-plan',
  review: '/review',
  compiler: '/compiler',
  compilerReplay: '/compiler/replay',
  aiReview: '/ai-review',
  /** The signed-in learner's own work (see drafts.ts). */
  me: {
    drafts: '/me/drafts',
    problemWork: '/me/drafts/{problemId}',
    draft: '/me/drafts/{problemId}/{language}',
    draftCopies: '/me/drafts/{problemId}/{language}/copies',
    draftCopy: '/me/draft-copies/{copyId}',
    editorSettings: '/me/editor-settings',
  },
} as const;

/** Web app routes; the server needs some of them for links in e-mails. */
export const pageRoutes = {
  home: '/',
  signin: '/signin',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  verifyOtp: '/verify-otp',
  oauthCallback: '/oauth/callback',
  profile: '/profile',
  profileOf: '/profile/{username}',
  problems: '/problems',
  problem: '/problems/{id}',
  studyPlan: '/study-plan',
  review: '/review',
  interview: '/interview',
  /** An interview session: its report, once ended. */
  interviewReport: '/interview/{id}',
  /** An interview session while it runs: the solving screen of its problems. */
  interviewSession: '/interview/{id}/solve',
  compiler: '/compiler',
  leaderboard: '/leaderboard',
  dashboard: '/dashboard',
  problemAuthoring: '/dashboard/problems/{id}',
  notAuthorized: '/not-authorized',
  terms: '/terms',
  privacy: '/privacy',
} as const;

/** The `{name}` parameters of a route pattern, as a union of their names. */
export type RouteParams<Pattern extends string> =
  Pattern extends `${string}{${infer Name}}${infer Rest}` ? Name | RouteParams<Rest> : never;

type ParamsArg<Pattern extends string> = [RouteParams<Pattern>] extends [never]
  ? []
  : [params: Record<RouteParams<Pattern>, string>];

/** Fills a pattern's parameters, URL-encoded: fillRoute('/problems/{id}', { id: 'two-sum' }). */
export function fillRoute<Pattern extends string>(
  pattern: Pattern,
  ...[params]: ParamsArg<Pattern>
): string {
  return pattern.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = (params as Record<string, string> | undefined)?.[name];
    if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** A concrete API URL path: apiPath(apiRoutes.problems.byId, { id }) gives '/api/problems/two-sum'. */
export function apiPath<Pattern extends string>(
  pattern: Pattern,
  ...params: ParamsArg<Pattern>
): string {
  return API_BASE + fillRoute(pattern, ...params);
}

/** Appends a query string, leaving out undefined values. */
export function withQuery(
  path: string,
  query: Record<string, string | number | boolean | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}
