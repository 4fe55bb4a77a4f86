/** Where the desktop keeps the session: OS keychain, safeStorage-encrypted file, or memory. */
export { secretService, type SecretStore } from './secret-store.ts';
export { keychainSecretStore, loadKeytar, type KeytarModule } from './keychain-secret-store.ts';
export { encryptedFileSecretStore, type StringEncryption } from './encrypted-file-secret-store.ts';
export { memorySecretStore } from './memory-secret-store.ts';
export { chooseSecretStore, type SecretStoreChoice } from './choose-secret-store.ts';
