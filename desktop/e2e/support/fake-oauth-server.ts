import { createHash, randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { e2eOauthClients } from './e2e-services.ts';

/** Who signs in at the provider next: the test sets it before clicking GitHub or Google. */
export interface OauthIdentity {
  id: string;
  login: string;
  name: string;
  email: string;
}

type Provider = keyof typeof e2eOauthClients;

interface Grant {
  provider: Provider;
  identity: OauthIdentity;
  redirectUri: string;
  codeChallenge: string | null;
}

/** A small but real OAuth 2 authorization server for GitHub and Google on loopback. */
export interface FakeOauthServer {
  /** The account the next authorization signs in as. */
  signInAs(identity: OauthIdentity): void;
  /** Authorizations that completed a token exchange, by provider. */
  exchanges: Provider[];
  close(): Promise<void>;
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

/** Starts the server on 127.0.0.1:`port`. */
export async function startFakeOauthServer(port: number): Promise<FakeOauthServer> {
  let nextIdentity: OauthIdentity | null = null;
  const codes = new Map<string, Grant>();
  const accessTokens = new Map<string, OauthIdentity>();
  const exchanges: Provider[] = [];

  function authorize(provider: Provider, url: URL, response: ServerResponse) {
    const redirectUri = url.searchParams.get('redirect_uri');
    const state = url.searchParams.get('state');
    if (url.searchParams.get('client_id') !== e2eOauthClients[provider].clientId || !redirectUri) {
      return send(response, 400, { error: 'invalid_request' });
    }
    if (!nextIdentity) return send(response, 400, { error: 'no identity set by the test' });
    const code = base64Url(randomBytes(16));
    codes.set(code, {
      provider,
      identity: nextIdentity,
      redirectUri,
      codeChallenge: url.searchParams.get('code_challenge'),
    });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    if (state) target.searchParams.set('state', state);
    response.writeHead(302, { location: target.toString() });
    response.end();
  }

  async function token(provider: Provider, request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    const credentials = basicCredentials(request);
    const client = e2eOauthClients[provider];
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
    const pkceOk =
      grant?.codeChallenge == null ||
      (verifier !== null &&
        base64Url(createHash('sha256').update(verifier).digest()) === grant.codeChallenge);
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
    accessTokens.set(accessToken, grant.identity);
    exchanges.push(provider);
    send(response, 200, { access_token: accessToken, token_type: 'bearer', expires_in: 3600 });
  }

  function identityOf(request: IncomingMessage): OauthIdentity | undefined {
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
    const identity = identityOf(request);
    if (!identity) return send(response, 401, { message: 'Bad credentials' });
    if (route === 'GET /github/api/user') {
      return send(response, 200, {
        id: Number(identity.id),
        login: identity.login,
        name: identity.name,
      });
    }
    if (route === 'GET /github/api/user/emails') {
      return send(response, 200, [{ email: identity.email, primary: true, verified: true }]);
    }
    if (route === 'GET /google/userinfo') {
      return send(response, 200, {
        sub: identity.id,
        email: identity.email,
        email_verified: true,
        name: identity.name,
      });
    }
    send(response, 404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    signInAs(identity) {
      nextIdentity = identity;
    },
    exchanges,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
