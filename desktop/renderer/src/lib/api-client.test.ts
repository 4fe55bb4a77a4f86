import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { desktopAnswerSources, desktopSourceHeader, messages } from '@zencode/shared/contract';
import { ApiError, apiCall, apiRead, onUnauthorized } from './api-client.ts';
import {
  createLocalStorageTokenStore,
  setTempToken,
  setToken,
  setTokenStore,
} from './token-storage.ts';
import { memoryStorage } from './memory-storage.ts';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  setTokenStore(createLocalStorageTokenStore(memoryStorage()));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return {
    url,
    init: init as RequestInit,
    headers: (init?.headers ?? {}) as Record<string, string>,
  };
}

describe('apiCall', () => {
  it('sends JSON under /api with the stored token as bearer', async () => {
    setToken('session-token');
    setTempToken('temp-token');
    fetchMock.mockResolvedValue(json({ ok: true }));
    await expect(
      apiCall('/profile/basic', { method: 'PATCH', body: { name: 'Ada' } }),
    ).resolves.toEqual({ ok: true });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/profile/basic');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe('{"name":"Ada"}');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBe('Bearer session-token');
  });

  it('falls back to the temporary token, and sends none without tokens', async () => {
    fetchMock.mockImplementation(async () => json([]));
    await apiCall('/problems');
    expect(lastRequest().headers.Authorization).toBeUndefined();
    setTempToken('temp-token');
    await apiCall('/problems');
    expect(lastRequest().headers.Authorization).toBe('Bearer temp-token');
    expect(lastRequest().init.method).toBe('GET');
  });

  it("throws the server's message for a non-OK answer and logs it", async () => {
    fetchMock.mockResolvedValue(json({ message: 'Problem not found.' }, 404));
    const failure = apiCall('/problems/nope');
    await expect(failure).rejects.toThrow('Problem not found.');
    await expect(failure).rejects.toMatchObject({ status: 404 });
    expect(console.error).toHaveBeenCalled();
  });

  it('throws an expected status without logging it', async () => {
    fetchMock.mockResolvedValue(json({ message: 'This profile is not public.' }, 404));
    await expect(apiCall('/profile/public/x', { expectedStatuses: [404] })).rejects.toMatchObject({
      status: 404,
    });
    expect(console.error).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(json({ message: 'Down.' }, 500));
    await expect(apiCall('/profile/public/x', { expectedStatuses: [404] })).rejects.toThrow();
    expect(console.error).toHaveBeenCalled();
  });

  it("says 'API call failed' without a message, on network errors and on unexpected shapes", async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiCall('/problems')).rejects.toEqual(new ApiError('API call failed', 502));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiCall('/problems')).rejects.toThrow('API call failed');
    fetchMock.mockResolvedValueOnce(json({ unexpected: true }));
    await expect(apiCall('/problems', { schema: z.array(z.string()) })).rejects.toThrow(
      'API call failed',
    );
  });

  it('returns the parsed answer when a schema is given', async () => {
    fetchMock.mockResolvedValue(json({ count: 5, extra: 'ignored' }));
    await expect(
      apiCall('/problems/count', { schema: z.object({ count: z.number() }) }),
    ).resolves.toEqual({ count: 5 });
  });

  it('tells listeners when the stored session token is refused, and only then', async () => {
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    fetchMock.mockImplementation(async () => json({ message: 'Please sign in to continue.' }, 401));
    // A refused temporary token or a wrong password (no session) does not end a session.
    setTempToken('temp-token');
    await expect(apiCall('/auth/complete-profile', { method: 'POST' })).rejects.toThrow();
    expect(listener).not.toHaveBeenCalled();
    setToken('session-token');
    await expect(apiCall('/profile/basic', { method: 'PATCH' })).rejects.toMatchObject({
      status: 401,
    });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    await expect(apiCall('/profile/basic', { method: 'PATCH' })).rejects.toThrow();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('sends a FormData body as multipart, leaving the content type to the browser', async () => {
    setToken('session-token');
    fetchMock.mockResolvedValue(json({ secure_url: 'http://x/api/avatars/a.jpg' }, 201));
    const form = new FormData();
    form.append('file', new Blob(['jpeg'], { type: 'image/jpeg' }), 'avatar.jpg');
    await apiCall('/avatars', { method: 'POST', body: form });
    const { init, headers } = lastRequest();
    expect(init.body).toBe(form);
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Authorization).toBe('Bearer session-token');
  });
});

describe('apiRead', () => {
  const answer = (body: unknown, status: number, source?: string) =>
    new Response(JSON.stringify(body), {
      status,
      headers: {
        'Content-Type': 'application/json',
        ...(source ? { [desktopSourceHeader]: source } : {}),
      },
    });

  it("says when the desktop answered with its saved copy, and not for the server's answers", async () => {
    fetchMock.mockResolvedValueOnce(answer({ n: 1 }, 200, desktopAnswerSources.offlineCopy));
    await expect(apiRead('/leaderboard')).resolves.toEqual({ data: { n: 1 }, offlineCopy: true });
    fetchMock.mockResolvedValueOnce(answer({ n: 2 }, 200));
    await expect(apiRead('/leaderboard')).resolves.toEqual({ data: { n: 2 }, offlineCopy: false });
    fetchMock.mockResolvedValueOnce(answer({ n: 3 }, 200, 'cache'));
    await expect(apiRead('/leaderboard')).resolves.toEqual({ data: { n: 3 }, offlineCopy: false });
  });

  it('marks the failure offline only when the desktop could not reach the server', async () => {
    fetchMock.mockResolvedValueOnce(
      answer({ message: messages.serverUnreachable }, 502, desktopAnswerSources.unreachable),
    );
    const offline = await apiRead('/leaderboard').catch((error: unknown) => error);
    expect(offline).toBeInstanceOf(ApiError);
    expect(offline).toMatchObject({
      offline: true,
      status: 502,
      message: messages.serverUnreachable,
    });
    fetchMock.mockResolvedValueOnce(answer({ message: 'Bad gateway' }, 502));
    await expect(apiRead('/leaderboard')).rejects.toMatchObject({ offline: false, status: 502 });
  });
});
