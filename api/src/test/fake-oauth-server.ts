import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export type OauthProvider = 'github' | 'google';
/** The OAuth clients the API is configured with; the fake server accepts only these. */
export type OauthClients = Record<OauthProvider, { clientId: string; clientSecret: string }>;

/** The person "signed in" at the fake provider. */
export interface FakeOauthUser {
  id: string;
  login: string;
  name: string;
  email: string;
  /** Whether the provider says the e-mail is verified (default true). */
  emailVerified?: boolean;
}

export interface FakeOauthServer {
  /** The account the next authorization signs in as. */
  signInAs(user: FakeOauthUser): void;
  /** Authorizations that completed a token exchange, by provider. */
  exchanges: OauthProvider[];
  close(): Promise<void>;
}

/** Environment variables that point the API's GitHub and Google sign-in at a fake on `base`. */
export function fakeOauthEnv(base: string, clients: OauthClients): Record<string, string> {
  return {
    GITHUB_CLIENT_ID: clients.github.clientId,
    GITHUB_CLIENT_SECRET: clients.github.clientSecret,
    GITHUB_AUTHORIZE_URL: `${base}/github/login/oauth/authorize`,
    GITHUB_TOKEN_URL: `${base}/github/login/oauth/access_token`,
    GITHUB_API_URL: `${base}/github/api`,
    GOOGLE_CLIENT_ID: clients.google.clientId,
    GOOGLE_CLIENT_SECRET: clients.google.clientSecret,
    GOOGLE_AUTHORIZE_URL: `${base}/google/authorize`,
    GOOGLE_TOKEN_URL: `${base}/google/token`,
    GOOGLE_USERINFO_URL: `${base}/google/userinfo`,
  };
}

interface Grant {
  provider: OauthProvider;
  user: FakeOauthUser;
  redirectUri: string;
  codeChallenge: string | null;
}

const base64Url = (bytes: Buffer) => bytes.toString('base64url');

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function basicCredentials(request: IncomingMessage): [string, string] | null {
  const match = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match) return null;
  const [id, secret] = Buffer.from(match[1]!, 'base64').toString('utf8').split(':');
  return id !== undefined && secret !== undefined
    ? [decodeURIComponent(id), decodeURIComponent(secret)]
    : null;
}

/**
 * A small but real OAuth 2 provider on 127.0.0.1:`port` for the API's tests and the browser
 * tests, at the paths fakeOauthEnv names: GitHub-like (authorize, access_token, /api/user and
 * /api/user/emails) and Google-like (authorize, token with PKCE required, userinfo). Like the real
 * ones it checks the client's credentials, the redirect URI, single-use codes bound to their
 * provider, and the PKCE verifier.
 */
export async function startFakeOauthServer(
  port: number,
  clients: OauthClients,
): Promise<FakeOauthServer> {
  let nextUser: FakeOauthUser | null = null;
  const codes = new Map<string, Grant>();
  const accessTokens = new Map<string, FakeOauthUser>();
  const exchanges: OauthProvider[] = [];

  function authorize(provider: OauthProvider, url: URL, response: ServerResponse) {
    const redirectUri = url.searchParams.get('redirect_uri');
    const state = url.searchParams.get('state');
    if (url.searchParams.get('client_id') !== clients[provider].clientId || !redirectUri) {
      return send(response, 400, { error: 'invalid_request' });
    }
    if (!nextUser) return send(response, 400, { error: 'no user set by the test' });
    const code = base64Url(randomBytes(16));
    codes.set(code, {
      provider,
      user: nextUser,
      redirectUri,
      codeChallenge: url.searchParams.get('code_challenge'),
    });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    if (state) target.searchParams.set('state', state);
    response.writeHead(302, { location: target.toString() });
    response.end();
  }

  async function token(
    provider: OauthProvider,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    const body = await readBody(request);
    const credentials = basicCredentials(request);
    const client = clients[provider];
    if (
      !credentials ||
      credentials[0] !== client.clientId ||
      credentials[1] !== client.clientSecret
    ) {
      return send(response, 401, { error: 'invalid_client' });
    }
    const grant = codes.get(body.get('code') ?? '');
    codes.delete(body.get('code') ?? '');
    const verifier = body.get('code_verifier');
    const pkceRequired = provider === 'google';
    const pkceOk =
      grant?.codeChallenge == null
        ? !pkceRequired
        : verifier !== null &&
          base64Url(createHash('sha256').update(verifier).digest()) === grant.codeChallenge;
    if (
      !grant ||
      grant.provider !== provider ||
      body.get('grant_type') !== 'authorization_code' ||
      body.get('redirect_uri') !== grant.redirectUri ||
      !pkceOk
    ) {
      return send(response, 400, { error: 'invalid_grant' });
    }
    const accessToken = base64Url(randomBytes(24));
    accessTokens.set(accessToken, grant.user);
    exchanges.push(provider);
    send(response, 200, { access_token: accessToken, token_type: 'bearer', expires_in: 3600 });
  }

  function userOf(request: IncomingMessage): FakeOauthUser | undefined {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    return match ? accessTokens.get(match[1]!) : undefined;
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /github/login/oauth/authorize') return authorize('github', url, response);
    if (route === 'GET /google/authorize') return authorize('google', url, response);
    if (route === 'POST /github/login/oauth/access_token') {
      return void token('github', request, response);
    }
    if (route === 'POST /google/token') return void token('google', request, response);
    const user = userOf(request);
    if (!user) return send(response, 401, { message: 'Bad credentials' });
    const emailVerified = user.emailVerified ?? true;
    if (route === 'GET /github/api/user') {
      return send(response, 200, { id: Number(user.id), login: user.login, name: user.name });
    }
    if (route === 'GET /github/api/user/emails') {
      return send(response, 200, [
        { email: `noreply-${user.id}@users.example.com`, primary: false, verified: true },
        { email: user.email, primary: true, verified: emailVerified },
      ]);
    }
    if (route === 'GET /google/userinfo') {
      return send(response, 200, {
        sub: user.id,
        email: user.email,
        email_verified: emailVerified,
        name: user.name,
      });
    }
    send(response, 404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    signInAs(user) {
      nextUser = user;
    },
    exchanges,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
