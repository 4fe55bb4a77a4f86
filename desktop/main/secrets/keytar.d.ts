// keytar is an optional native module: where it did not build, npm leaves it out, and the
// typecheck must not depend on it. This declaration (the part of keytar's API the keychain store
// calls, as keytar types it) takes the place of its own typings.
declare module 'keytar' {
  export function getPassword(service: string, account: string): Promise<string | null>;
  export function setPassword(service: string, account: string, password: string): Promise<void>;
  export function deletePassword(service: string, account: string): Promise<boolean>;
}
