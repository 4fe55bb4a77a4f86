import { afterEach, describe, expect, it } from 'vitest';
import {
  clearTempToken,
  clearToken,
  createLocalStorageTokenStore,
  getBearerToken,
  getTempToken,
  getToken,
  setTempToken,
  setToken,
  setTokenStore,
} from './token-storage.ts';
import { memoryStorage } from './memory-storage.ts';
import { throwingStorage } from './throwing-storage.ts';

describe('token storage', () => {
  afterEach(() => setTokenStore(createLocalStorageTokenStore(memoryStorage())));

  it('keeps the tokens under the keys token and tempToken', () => {
    const storage = memoryStorage();
    setTokenStore(createLocalStorageTokenStore(storage));
    setToken('session');
    setTempToken('temporary');
    expect(Object.fromEntries(storage.items)).toEqual({ token: 'session', tempToken: 'temporary' });
    expect(getToken()).toBe('session');
    expect(getTempToken()).toBe('temporary');
    clearToken();
    clearTempToken();
    expect(storage.items.size).toBe(0);
    expect(getToken()).toBeNull();
  });

  it('uses the stored token as bearer, else the temporary token', () => {
    setTokenStore(createLocalStorageTokenStore(memoryStorage()));
    expect(getBearerToken()).toBeNull();
    setTempToken('temporary');
    expect(getBearerToken()).toBe('temporary');
    setToken('session');
    expect(getBearerToken()).toBe('session');
  });

  it('treats unavailable storage as empty', () => {
    setTokenStore(createLocalStorageTokenStore(throwingStorage()));
    expect(() => setToken('x')).not.toThrow();
    expect(getToken()).toBeNull();
  });

  it('lets another store (the desktop keychain) take over', () => {
    const written: string[] = [];
    setTokenStore({
      read: (kind) => (kind === 'token' ? 'from-keychain' : null),
      write: (kind, value) => void written.push(`${kind}=${value}`),
    });
    expect(getBearerToken()).toBe('from-keychain');
    clearToken();
    expect(written).toEqual(['token=null']);
  });
});
