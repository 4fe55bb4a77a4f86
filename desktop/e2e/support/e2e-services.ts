/**
 * Where the end-to-end services listen. The API (started by Playwright's webServer) is told at
 * start where to send mail and where the GitHub and Google endpoints are; the tests start a real
 * SMTP server and a real OAuth 2 server on those loopback ports (next to the app's port).
 */
export const e2eAppPort = Number(process.env.E2E_PORT ?? 8787);
export const e2eSmtpPort = e2eAppPort + 1;
export const e2eOauthPort = e2eAppPort + 2;

const oauthBase = `http://127.0.0.1:${e2eOauthPort}`;

/** The OAuth clients the API is configured with; the fake server accepts only these. */
export const e2eOauthClients = {
  github: { clientId: 'zencode-e2e-github', clientSecret: 'github-e2e-secret' },
  google: { clientId: 'zencode-e2e-google', clientSecret: 'google-e2e-secret' },
} as const;

/** Environment for the API under test (merged into the webServer's environment). */
export const e2eServerEnv: Record<string, string> = {
  SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
  GITHUB_CLIENT_ID: e2eOauthClients.github.clientId,
  GITHUB_CLIENT_SECRET: e2eOauthClients.github.clientSecret,
  GITHUB_AUTHORIZE_URL: `${oauthBase}/github/login/oauth/authorize`,
  GITHUB_TOKEN_URL: `${oauthBase}/github/login/oauth/access_token`,
  GITHUB_API_URL: `${oauthBase}/github/api`,
  GOOGLE_CLIENT_ID: e2eOauthClients.google.clientId,
  GOOGLE_CLIENT_SECRET: e2eOauthClients.google.clientSecret,
  GOOGLE_AUTHORIZE_URL: `${oauthBase}/google/authorize`,
  GOOGLE_TOKEN_URL: `${oauthBase}/google/token`,
  GOOGLE_USERINFO_URL: `${oauthBase}/google/userinfo`,
};
