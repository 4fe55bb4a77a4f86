import { randomBytes } from 'node:crypto';
import { chmod, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertReadableBySandboxUser,
  ensureSupervisor,
  sandboxHostUserFor,
  prepareWorkDir,
  runSupervised,
  supervisorLimitArgs,
  type Sandbox,
  type SandboxRequest,
  type SandboxResult,
  type SupervisorOptions,
} from '@zencode/shared/judge';
import { bubblewrapArgs, sandboxPath, sandboxPaths, sandboxUid } from './bubblewrap-args.ts';
import { bubblewrapFeatures, type BubblewrapFeatures } from './bubblewrap-features.ts';

export interface BubblewrapSandboxOptions extends SupervisorOptions {
  /** The bwrap binary (default: `bwrap` from PATH). */
  bwrapPath?: string;
}

/** The descriptor the inner supervisor signals readiness on (see supervisor.c). */
const innerReadyFd = '10';

/** Writes a small file once, atomically (several workers may race). */
async function writeOnce(file: string, content: string): Promise<string> {
  if ((await readFile(file, 'utf8').catch(() => null)) === content) return file;
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(partial, content);
  await chmod(partial, 0o644);
  await rename(partial, file);
  return file;
}

/**
 * Runs programs inside bubblewrap: new user, PID, network, IPC, UTS and cgroup namespaces, no
 * further user namespaces, an empty environment, uid 65534, read-only toolchain mounts, a private
 * /tmp, the work dir at /work. The supervisor outside enforces the wall deadline and tree CPU;
 * a second supervisor inside applies the rlimits once the user namespace exists. When the server
 * is root, bwrap itself runs as host uid 65534 so that RLIMIT_NPROC binds.
 */
export class BubblewrapSandbox implements Sandbox {
  readonly kind = 'bubblewrap' as const;
  readonly isolated = true;
  private support:
    | Promise<{ supervisor: string; passwd: string; group: string; features: BubblewrapFeatures }>
    | undefined;

  constructor(private readonly options: BubblewrapSandboxOptions = {}) {}

  private get bwrapPath(): string {
    return this.options.bwrapPath ?? 'bwrap';
  }

  private prepare() {
    this.support ??= (async () => {
      const supervisor = await ensureSupervisor(this.options);
      const dir = path.dirname(supervisor);
      const home = sandboxPaths.workDir;
      const [passwd, group] = await Promise.all([
        writeOnce(
          path.join(dir, 'passwd'),
          `sandbox:x:${sandboxUid}:${sandboxUid}:sandbox:${home}:/usr/sbin/nologin\n`,
        ),
        writeOnce(path.join(dir, 'group'), `sandbox:x:${sandboxUid}:\n`),
      ]);
      const features = await bubblewrapFeatures(this.bwrapPath);
      return { supervisor, passwd, group, features };
    })();
    this.support.catch(() => (this.support = undefined));
    return this.support;
  }

  async run(request: SandboxRequest): Promise<SandboxResult> {
    const { supervisor, passwd, group, features } = await this.prepare();
    const hostUser = sandboxHostUserFor(request.workDir);
    const workDir = path.resolve(request.workDir);
    const readOnlyDirs = (request.readOnlyDirs ?? []).map((dir) => path.resolve(dir));
    await assertReadableBySandboxUser(
      [path.dirname(workDir), path.dirname(supervisor), ...readOnlyDirs],
      hostUser,
    );
    await prepareWorkDir(workDir, hostUser);
    const limitArgs = supervisorLimitArgs(request.limits, request.memoryMode);
    const options = bubblewrapArgs({
      request: { ...request, workDir, readOnlyDirs },
      supervisor,
      passwdFile: passwd,
      groupFile: group,
      features,
    });
    const inner = [
      sandboxPaths.supervisor,
      '--exec',
      ...limitArgs,
      '--ready-fd',
      innerReadyFd,
      '--',
      ...request.argv,
    ];
    const identity = hostUser ? ['--uid', String(hostUser.uid), '--gid', String(hostUser.gid)] : [];
    return runSupervised({
      supervisor,
      supervisorArgs: [...limitArgs, '--expect-inner-ready', ...identity],
      argv: [this.bwrapPath, '--args', '4', '--', ...inner],
      // NUL-separated, as --args expects; the sandbox never sees host paths in /proc/1/cmdline.
      fd4: options.map((option) => `${option}\0`).join(''),
      cwd: workDir,
      env: { PATH: sandboxPath },
      stdin: request.stdin,
      limits: request.limits,
      interact: request.interact,
    });
  }
}
