import { describe, expect, it } from 'vitest';
import type { SecretStore } from './secret-store.ts';

/** What every secret store must do; run against each implementation. */
export function describeSecretStoreConformance(name: string, makeStore: () => SecretStore) {
  describe(`${name} secret store`, () => {
    const account = `http://127.0.0.1:${10_000 + Math.floor(Math.random() * 50_000)}`;

    it('keeps a secret per account, replaces it and deletes it', async () => {
      const store = makeStore();
      expect(await store.get(account)).toBeNull();
      await store.set(account, 'token-one');
      await store.set(`${account}/other`, 'token-other');
      expect(await store.get(account)).toBe('token-one');
      await store.set(account, 'token-two.with.dots-and_ünïcode');
      expect(await store.get(account)).toBe('token-two.with.dots-and_ünïcode');
      await store.delete(account);
      expect(await store.get(account)).toBeNull();
      expect(await store.get(`${account}/other`)).toBe('token-other');
      await store.delete(`${account}/other`);
    });

    it('deletes quietly when there is nothing to delete', async () => {
      await expect(makeStore().delete(`${account}/never`)).resolves.toBeUndefined();
    });
  });
}
