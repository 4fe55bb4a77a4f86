import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, withSecurityHeaders } from './content-security-policy.ts';

const directives = new Map(
  contentSecurityPolicy.split('; ').map((directive) => {
    const [name, ...values] = directive.split(' ');
    return [name!, values];
  }),
);

describe('contentSecurityPolicy', () => {
  it('runs only the app’s own scripts: no remote, inline or evaluated code', () => {
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(contentSecurityPolicy).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy).not.toContain('wasm-unsafe-eval');
    expect(directives.get('worker-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
  });

  it('keeps the page out of frames and frames out of the page', () => {
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('frame-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
  });

  it('talks only to its own origin (the API is forwarded behind it)', () => {
    expect(directives.get('connect-src')).toEqual(["'self'"]);
  });
});

describe('withSecurityHeaders', () => {
  const wrap = (response: Response) => withSecurityHeaders(async () => response);

  it('adds the policy to every response: pages, scripts, API answers and errors', async () => {
    const answers = [
      new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
      new Response('console.log(1)', { headers: { 'content-type': 'text/javascript' } }),
      Response.json({ message: 'nope' }, { status: 404 }),
      // fetch() answers have immutable headers
      await fetch('data:application/json,{}'),
    ];
    for (const answer of answers) {
      const status = answer.status;
      const response = await wrap(answer)(new Request('app://zencode/'));
      expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.status).toBe(status);
    }
  });

  it('keeps the body and the other headers', async () => {
    const response = await wrap(
      Response.json({ ok: true }, { status: 201, headers: { etag: '"v1"' } }),
    )(new Request('app://zencode/api/x'));
    expect(response.headers.get('etag')).toBe('"v1"');
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('replaces a policy an upstream answer brought along', async () => {
    const response = await wrap(
      new Response('x', { headers: { 'content-security-policy': 'script-src *' } }),
    )(new Request('app://zencode/'));
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
  });
});
