import { fakeOauthEnv, type OauthClients } from '../../../api/src/test/fake-oauth-server.ts';

/**
 * Where the end-to-end services listen. The API (started by Playwright's webServer) is told at
 * start where to send mail and where the GitHub and Google endpoints are; the tests start a real
 * SMTP server and a real OAuth 2 server on those loopback ports (next to the app's port).
 */
export const e2eAppPort = Number(process.env.E2E_PORT ?? 8787);
export const e2eSmtpPort = e2eAppPort + 1;
export const e2eOauthPort = e2eAppPort + 2;

/** The OAuth clients the API is configured with; the fake server accepts only these. */
export const e2eOauthClients: OauthClients = {
  github: { clientId: 'zencode-e2e-github', clientSecret: 'github-e2e-secret' },
  google: { clientId: 'zencode-e2e-google', clientSecret: 'google-e2e-secret' },
};

/** Environment for the API under test (merged into the webServer's environment). */
export const e2eServerEnv: Record<string, string> = {
  SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
  ...fakeOauthEnv(`http://127.0.0.1:${e2eOauthPort}`, e2eOauthClients),
};
