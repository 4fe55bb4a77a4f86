import { lstatSync, readdirSync, readlinkSync } from 'node:fs';
import { supportFileFd, type SandboxRequest } from '@zencode/shared/judge';
import type { BubblewrapFeatures } from './bubblewrap-features.ts';

/** Where things appear inside the sandbox. */
export const sandboxPaths = {
  workDir: '/work',
  supervisor: '/.zencode/supervisor',
  passwd: '/etc/passwd',
  group: '/etc/group',
} as const;

/** The uid/gid programs see inside the sandbox (nobody). */
export const sandboxUid = 65534;

/** PATH inside the sandbox: only the read-only system toolchains. */
export const sandboxPath = '/usr/local/bin:/usr/bin:/bin';

/** Top-level directories that merged-/usr systems make symlinks (mirrored) and others bind. */
const rootEntries = ['bin', 'sbin', 'lib', 'lib32', 'lib64', 'libx32'];

/**
 * What toolchains need from /etc, and nothing else: alternatives (java, javac, cc), the JDK's
 * configuration, the dynamic linker's cache and the time zone. Not passwd, shadow, hosts, ssl.
 */
function etcEntries(): string[] {
  const fixed = ['alternatives', 'ld.so.cache', 'ld.so.conf', 'ld.so.conf.d', 'localtime'];
  let java: string[] = [];
  try {
    java = readdirSync('/etc').filter((name) => /^java-\d+-openjdk$|^java$/.test(name));
  } catch {
    // No readable /etc: nothing to add.
  }
  return [...fixed, ...java].map((name) => `/etc/${name}`);
}

function systemMounts(): string[] {
  const args = ['--ro-bind', '/usr', '/usr'];
  for (const name of rootEntries) {
    const hostPath = `/${name}`;
    try {
      const entry = lstatSync(hostPath);
      if (entry.isSymbolicLink()) args.push('--symlink', readlinkSync(hostPath), hostPath);
      else if (entry.isDirectory()) args.push('--ro-bind', hostPath, hostPath);
    } catch {
      // Absent on this system.
    }
  }
  for (const hostPath of etcEntries()) args.push('--ro-bind-try', hostPath, hostPath);
  return args;
}

/** A file of ours the sandbox gets a copy of: where it appears, and whether it runs. */
export interface SupportFile {
  sandboxPath: string;
  executable?: boolean;
}

export interface BubblewrapArgsInput {
  request: SandboxRequest;
  /**
   * The supervisor, /etc/passwd and /etc/group (one line for the sandbox user) and a preloaded
   * interpreter's script, in the order their contents are written from supportFileFd on.
   */
  supportFiles: readonly SupportFile[];
  features: BubblewrapFeatures;
}

/** Where a preloaded interpreter's script appears inside the sandbox. */
export const preloadPath = ({ fileName }: { fileName: string }) => `/.zencode/${fileName}`;

/**
 * Copies, not bind mounts: a bind mount's source path shows in /proc/self/mountinfo, which
 * would tell a program where the host keeps the judge's files. A copy lands in the sandbox's
 * root tmpfs, frozen by the final --remount-ro.
 */
function supportFileArgs(files: readonly SupportFile[]): string[] {
  return files.flatMap((file, index) => [
    '--perms',
    file.executable ? '0555' : '0444',
    '--file',
    String(supportFileFd + index),
    file.sandboxPath,
  ]);
}

/** bwrap options (before the command) for one request. */
export function bubblewrapArgs({ request, supportFiles, features }: BubblewrapArgsInput): string[] {
  const env = {
    PATH: sandboxPath,
    HOME: sandboxPaths.workDir,
    LANG: 'C.UTF-8',
    ...request.env,
  };
  // /tmp and /dev/shm live in memory that no rlimit counts: cap them so that many files cannot
  // fill the host's RAM. /dev/shm only needs room for POSIX semaphores and small shm_open areas.
  const tmpMb = Math.max(64, request.limits.fileSizeMb * 4);
  const shmMb = 16;
  const sized = (mb: number) => (features.tmpfsSize ? ['--size', String(mb * 1024 * 1024)] : []);
  return [
    '--unshare-all',
    '--unshare-user',
    ...(features.disableUserns ? ['--disable-userns'] : []),
    '--die-with-parent',
    '--new-session',
    '--clearenv',
    ...Object.entries(env).flatMap(([name, value]) => ['--setenv', name, value]),
    '--uid',
    String(sandboxUid),
    '--gid',
    String(sandboxUid),
    '--hostname',
    'zencode',
    ...systemMounts(),
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    // Without a size cap a writable /dev/shm would be unbounded RAM: then there is none.
    ...(features.tmpfsSize ? [...sized(shmMb), '--tmpfs', '/dev/shm'] : []),
    ...sized(tmpMb),
    '--tmpfs',
    '/tmp',
    request.readOnlyWorkDir ? '--ro-bind' : '--bind',
    request.workDir,
    sandboxPaths.workDir,
    ...(request.readOnlyDirs ?? []).flatMap((dir) => ['--ro-bind', dir, dir]),
    ...supportFileArgs(supportFiles),
    // The root and /dev that bwrap builds are writable, unbounded tmpfs: freeze them.
    '--remount-ro',
    '/dev',
    '--remount-ro',
    '/',
    '--chdir',
    sandboxPaths.workDir,
  ];
}
