/** Where the desktop keeps the session token: one secret per account (the server URL). */
export interface SecretStore {
  /** 'keychain' (the OS keychain), 'encrypted-file' (safeStorage) or 'memory' (this run only). */
  readonly kind: 'keychain' | 'encrypted-file' | 'memory';
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  /** Removes the secret; no error when there is none. */
  delete(account: string): Promise<void>;
}

/** The keychain service name every ZenCode secret is filed under. */
export const secretService = 'ZenCode';
