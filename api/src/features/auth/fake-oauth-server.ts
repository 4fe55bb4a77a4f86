import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** The person "signed in" at the fake provider. */
export interface FakeOauthUser {
  id: string;
  login: string;
  name: string;
  email: string;
  emailVerified: boolean;
}

/**
 * A tiny OAuth 2 provider on loopback for tests: GitHub-like (/github/authorize, /github/token,
 * /github-api/user, /github-api/user/emails) and Google-like (/google/authorize, /google/token
 * with PKCE, /google/userinfo). It checks client credentials, redirect URI, single-use codes
 * and the PKCE verifier, as the real ones do.
 */
export async function startFakeOauthServer(port: number, client: { id: string; secret: string }) {
  const state = { user: undefined as FakeOauthUser | undefined, tokenRequests: 0 };
  const codes = new Map<
    string,
    { user: FakeOauthUser; redirectUri: string; challenge: string | null }
  >();
  const accessTokens = new Map<string, FakeOauthUser>();

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return new URLSearchParams(Buffer.concat(chunks).toString());
  };

  const authorize = (url: URL, res: ServerResponse) => {
    const redirectUri = url.searchParams.get('redirect_uri');
    if (url.searchParams.get('client_id') !== client.id || !redirectUri || !state.user) {
      return json(res, 400, { error: 'invalid_request' });
    }
    const code = randomBytes(16).toString('hex');
    codes.set(code, {
      user: state.user,
      redirectUri,
      challenge: url.searchParams.get('code_challenge'),
    });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', url.searchParams.get('state') ?? '');
    res.writeHead(302, { location: target.toString() });
    res.end();
  };

  const token = async (req: IncomingMessage, res: ServerResponse, pkce: boolean) => {
    state.tokenRequests += 1;
    const basic = Buffer.from(`${client.id}:${client.secret}`).toString('base64');
    if (req.headers.authorization !== `Basic ${basic}`) {
      return json(res, 401, { error: 'invalid_client' });
    }
    const body = await readBody(req);
    const grant = codes.get(body.get('code') ?? '');
    codes.delete(body.get('code') ?? '');
    if (!grant || grant.redirectUri !== body.get('redirect_uri')) {
      return json(res, 400, { error: 'invalid_grant' });
    }
    if (pkce) {
      const verifier = body.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!grant.challenge || challenge !== grant.challenge) {
        return json(res, 400, { error: 'invalid_grant' });
      }
    }
    const accessToken = randomBytes(16).toString('hex');
    accessTokens.set(accessToken, grant.user);
    json(res, 200, { access_token: accessToken, token_type: 'bearer' });
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    const user = bearer ? accessTokens.get(bearer) : undefined;
    switch (`${req.method} ${url.pathname}`) {
      case 'GET /github/authorize':
      case 'GET /google/authorize':
        return authorize(url, res);
      case 'POST /github/token':
        return void token(req, res, false);
      case 'POST /google/token':
        return void token(req, res, true);
      case 'GET /github-api/user':
        if (!user) return json(res, 401, { message: 'Bad credentials' });
        return json(res, 200, { id: Number(user.id), login: user.login, name: user.name });
      case 'GET /github-api/user/emails':
        if (!user) return json(res, 401, { message: 'Bad credentials' });
        return json(res, 200, [
          { email: `noreply-${user.id}@users.example.com`, primary: false, verified: true },
          { email: user.email, primary: true, verified: user.emailVerified },
        ]);
      case 'GET /google/userinfo':
        if (!user) return json(res, 401, { error: 'invalid_token' });
        return json(res, 200, {
          sub: user.id,
          email: user.email,
          email_verified: user.emailVerified,
          name: user.name,
        });
      default:
        return json(res, 404, { error: 'not_found' });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    state,
    /** Environment variables pointing both providers at this server. */
    env: {
      GITHUB_CLIENT_ID: client.id,
      GITHUB_CLIENT_SECRET: client.secret,
      GITHUB_AUTHORIZE_URL: `${base}/github/authorize`,
      GITHUB_TOKEN_URL: `${base}/github/token`,
      GITHUB_API_URL: `${base}/github-api`,
      GOOGLE_CLIENT_ID: client.id,
      GOOGLE_CLIENT_SECRET: client.secret,
      GOOGLE_AUTHORIZE_URL: `${base}/google/authorize`,
      GOOGLE_TOKEN_URL: `${base}/google/token`,
      GOOGLE_USERINFO_URL: `${base}/google/userinfo`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
