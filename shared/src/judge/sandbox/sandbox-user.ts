import { chown, stat } from 'node:fs/promises';
import path from 'node:path';

/** The unprivileged host user sandboxed programs run as when the server itself is root. */
export const sandboxHostUser = { uid: 65534, gid: 65534 } as const;

/**
 * The host user to run programs as: nobody when we are root (RLIMIT_NPROC does not bind root,
 * and root could read everything), otherwise null (programs run as the current user).
 */
export function hostUserToDropTo(): { uid: number; gid: number } | null {
  return process.getuid?.() === 0 ? sandboxHostUser : null;
}

/** Makes the work dir writable for the sandbox user (only its top directory changes owner). */
export async function prepareWorkDir(
  workDir: string,
  user: { uid: number; gid: number } | null,
): Promise<void> {
  if (user) await chown(workDir, user.uid, user.gid);
}

/**
 * Throws a clear error when a directory the program must read is closed to the sandbox user
 * (typically a mkdtemp directory, mode 0700, created by a root server).
 */
export async function assertReadableBySandboxUser(
  dirs: string[],
  user: { uid: number; gid: number } | null,
): Promise<void> {
  if (!user) return;
  for (const dir of dirs) {
    const resolved = path.resolve(dir);
    let current = resolved;
    for (;;) {
      const { mode, uid } = await stat(current);
      const needed = current === resolved ? 0o005 : 0o001;
      if (uid !== user.uid && (mode & needed) !== needed) {
        throw new Error(
          `sandboxed programs run as uid ${user.uid} and cannot read ${resolved}: ` +
            `make ${current} world-readable (chmod o+rx)`,
        );
      }
      const parent = path.dirname(current);
      if (parent === current) break;
      current = parent;
    }
  }
}
