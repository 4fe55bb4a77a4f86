import { TEMP_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@zencode/shared/contract';

/** The session token, and the temporary token used during sign-up and profile completion. */
export type TokenKind = 'token' | 'tempToken';

/**
 * Where tokens live. Reads are synchronous because every API call needs one; a store backed by an
 * asynchronous keychain loads its values before the app renders and writes through in the background.
 */
export interface TokenStore {
  read(kind: TokenKind): string | null;
  write(kind: TokenKind, value: string | null): void;
  /** Settles when the last write reached where tokens are kept (the desktop's keychain). */
  written?(): Promise<void>;
}

const storageKeys: Record<TokenKind, string> = {
  token: TOKEN_STORAGE_KEY,
  tempToken: TEMP_TOKEN_STORAGE_KEY,
};

/** Tokens in `localStorage` under the product's keys; quietly empty where storage is unavailable. */
export function createLocalStorageTokenStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): TokenStore {
  return {
    read(kind) {
      try {
        return storage.getItem(storageKeys[kind]) || null;
      } catch {
        return null;
      }
    },
    write(kind, value) {
      try {
        if (value) storage.setItem(storageKeys[kind], value);
        else storage.removeItem(storageKeys[kind]);
      } catch {
        // A blocked storage leaves the user signed out, which is the safe outcome.
      }
    },
  };
}

let activeStore: TokenStore | null = null;

function store(): TokenStore {
  activeStore ??= createLocalStorageTokenStore(window.localStorage);
  return activeStore;
}

/** Replaces where tokens are kept (the desktop app swaps in the OS keychain). */
export function setTokenStore(next: TokenStore): void {
  activeStore = next;
}

/** Settles once the session token last set or cleared is stored. */
export const tokenWritten = (): Promise<void> => store().written?.() ?? Promise.resolve();

export const getToken = (): string | null => store().read('token');
export const setToken = (token: string): void => store().write('token', token);
export const clearToken = (): void => store().write('token', null);
export const getTempToken = (): string | null => store().read('tempToken');
export const setTempToken = (token: string): void => store().write('tempToken', token);
export const clearTempToken = (): void => store().write('tempToken', null);

/** The bearer for API calls: the session token, else the temporary one. */
export const getBearerToken = (): string | null => getToken() ?? getTempToken();
