import type { SecretStore } from './secret-store.ts';

/** Secrets for this run only: the last resort where neither a keychain nor encryption exists. */
export function memorySecretStore(): SecretStore {
  const secrets = new Map<string, string>();
  return {
    kind: 'memory',
    get: (account) => Promise.resolve(secrets.get(account) ?? null),
    set(account, secret) {
      secrets.set(account, secret);
      return Promise.resolve();
    },
    delete(account) {
      secrets.delete(account);
      return Promise.resolve();
    },
  };
}
