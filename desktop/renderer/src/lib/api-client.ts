import { messages } from '@zencode/shared/contract';
import type { z } from 'zod';
import { offlineAnswer } from './platform.ts';
import { getBearerToken, getToken } from './token-storage.ts';

/** Every call goes to this base; the desktop app forwards it to the configured API server. */
export const apiBase = '/api';

/**
 * A failed call: the server's `message`, or 'API call failed', with the HTTP status when known.
 * `offline`: the desktop app could not reach the server and had no saved copy to answer with.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly offline = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const unauthorizedListeners = new Set<() => void>();

/**
 * Calls `listener` whenever the server refuses the stored session token (401): the session is over
 * and the client signs out. Returns the unsubscribe function.
 */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface ApiCallOptions<T, Body = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON (a FormData as multipart); typed by `request` when given. */
  body?: NoInfer<Body>;
  /** The contract's request schema: the body must be what it accepts (checked when compiling). */
  request?: z.ZodType<unknown, Body>;
  /** Validates the answer; the shared contract's schemas keep client and server in step. */
  schema?: z.ZodType<T>;
  /** Overrides the stored token (profile completion passes the token from the link). */
  token?: string | null;
  signal?: AbortSignal;
  /** Statuses that are an answer the caller expects (a profile that is not public: 404), not logged. */
  expectedStatuses?: readonly number[];
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

/** An answer, and whether it is the last copy the desktop app saved (the server was unreachable). */
export interface ApiRead<T> {
  data: T;
  offlineCopy: boolean;
}

/**
 * Calls the API with a JSON body and the bearer token (stored token, else temporary token). A non-OK
 * answer, a network failure or an answer that does not match `schema` is logged and thrown as ApiError.
 */
export async function apiCall<T = unknown, Body = unknown>(
  path: string,
  options: ApiCallOptions<T, Body> = {},
): Promise<T> {
  return (await apiRead(path, options)).data;
}

/** `apiCall` for reads whose page says when it shows an offline copy (leaderboard, profiles). */
export async function apiRead<T = unknown, Body = unknown>(
  path: string,
  options: ApiCallOptions<T, Body> = {},
): Promise<ApiRead<T>> {
  const token = options.token === undefined ? getBearerToken() : options.token;
  // A FormData body (an avatar upload) goes as multipart: the browser sets its boundary.
  const multipart = options.body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (!multipart) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(`${apiBase}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : multipart
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
    const body = await readJson(response);
    // Only a refused session token ends the session: a wrong password or a spent temporary token does not.
    if (response.status === 401 && token && token === getToken()) {
      for (const listener of unauthorizedListeners) listener();
    }
    const offline = offlineAnswer(response);
    if (!response.ok)
      throw new ApiError(
        messageOf(body) ?? messages.apiCallFailed,
        response.status,
        offline === 'unreachable',
      );
    const offlineCopy = offline === 'copy';
    if (!options.schema) return { data: body as T, offlineCopy };
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) throw new ApiError(messages.apiCallFailed, response.status);
    return { data: parsed.data, offlineCopy };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const failure = error instanceof ApiError ? error : new ApiError(messages.apiCallFailed, null);
    if (failure.status === null || !options.expectedStatuses?.includes(failure.status)) {
      console.error(`API call ${options.method ?? 'GET'} ${path} failed:`, failure.message, error);
    }
    throw failure;
  }
}
