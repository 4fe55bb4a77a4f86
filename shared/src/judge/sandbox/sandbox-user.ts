import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chown, stat } from 'node:fs/promises';
import path from 'node:path';

export interface HostUser {
  uid: number;
  gid: number;
}

/** The fallback host user for sandboxed programs when large ids are unavailable (nobody). */
export const nobodyUser: HostUser = { uid: 65534, gid: 65534 };

/** Ids far above any real account, one per work dir (see sandboxHostUserFor). */
const idRange = { first: 1_700_000_000, size: 100_000_000 };

function mapsIdRange(mapFile: string): boolean {
  try {
    return readFileSync(mapFile, 'utf8')
      .trim()
      .split('\n')
      .some((line) => {
        const [inside, , count] = line.trim().split(/\s+/).map(Number);
        return inside! <= idRange.first && idRange.first + idRange.size <= inside! + count!;
      });
  } catch {
    return false;
  }
}

let largeIdsUsable: boolean | undefined;

/**
 * The host user programs of a work dir run as, or null when the server is not root (programs
 * then run as the server's user). As root, each work dir gets its own unused uid/gid, derived
 * from its path: RLIMIT_NPROC then counts only that run's processes (it does not bind root at
 * all), and one submission can neither signal nor read another's processes or files. Where the
 * user namespace maps only a small id range (rootless containers), everything runs as nobody.
 */
export function sandboxHostUserFor(workDir: string): HostUser | null {
  if (process.getuid?.() !== 0) return null;
  largeIdsUsable ??= mapsIdRange('/proc/self/uid_map') && mapsIdRange('/proc/self/gid_map');
  if (!largeIdsUsable) return nobodyUser;
  const digest = createHash('sha256').update(path.resolve(workDir)).digest();
  const id = idRange.first + (digest.readUInt32BE(0) % idRange.size);
  return { uid: id, gid: id };
}

/** Makes the work dir writable for the sandbox user (only its top directory changes owner). */
export async function prepareWorkDir(workDir: string, user: HostUser | null): Promise<void> {
  if (user) await chown(workDir, user.uid, user.gid);
}

/**
 * Throws a clear error when a directory the program must read is closed to the sandbox user
 * (typically a mkdtemp directory, mode 0700, created by a root server).
 */
export async function assertReadableBySandboxUser(
  dirs: string[],
  user: HostUser | null,
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
