import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's Argon2id baseline (19 MiB, 2 passes, 1 lane). Argon2id is the library's default
 * algorithm; its `Algorithm` is a const enum that isolated modules cannot read.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** An Argon2id hash (PHC string, salt included) of the password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when the password matches the hash. Without a hash (unknown account, social-only account)
 * a dummy hash is still checked, so the answer takes as long as for a real account.
 */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('dummy password that matches nothing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
