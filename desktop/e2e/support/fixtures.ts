import { test as base } from '@playwright/test';
import {
  type FakeOauthServer,
  startFakeOauthServer,
} from '../../../api/src/test/fake-oauth-server.ts';
import { e2eOauthClients, e2eOauthPort, e2eSmtpPort } from './e2e-services.ts';
import { type Mailbox, startMailbox } from './mailbox.ts';

/**
 * Playwright's test with the services of the account flows: the SMTP server the API mails to and
 * the OAuth 2 server its GitHub and Google endpoints point at. Both live as long as the worker.
 */
export const test = base.extend<object, { mailbox: Mailbox; oauthServer: FakeOauthServer }>({
  mailbox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const mailbox = await startMailbox(e2eSmtpPort);
      await use(mailbox);
      await mailbox.close();
    },
    { scope: 'worker' },
  ],
  oauthServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const server = await startFakeOauthServer(e2eOauthPort, e2eOauthClients);
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
