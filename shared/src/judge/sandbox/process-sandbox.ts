import path from 'node:path';
import type { Sandbox, SandboxRequest, SandboxResult } from './sandbox.ts';
import { runSupervised } from './run-supervised.ts';
import { ensureSupervisor, type SupervisorOptions } from './supervisor-binary.ts';
import { supervisorLimitArgs } from './supervisor-limits.ts';
import { assertReadableBySandboxUser, prepareWorkDir, sandboxHostUserFor } from './sandbox-user.ts';

const fallbackPath = '/usr/local/bin:/usr/bin:/bin';

export interface ProcessSandboxOptions extends SupervisorOptions {
  /** PATH given to programs (default: the server's PATH, which finds local toolchains). */
  path?: string;
}

/**
 * Runs programs under the supervisor only: rlimits, wall deadline, tree kill, capped output and
 * a minimal environment, but no namespaces, so files and network stay reachable. Used by the
 * desktop app and as the server's fallback when bubblewrap is missing. When the server is root,
 * programs run as uid 65534 (RLIMIT_NPROC does not bind root).
 */
export class ProcessSandbox implements Sandbox {
  readonly kind = 'process' as const;
  /** No namespaces: a program can read what the sandbox user can read and use the network. */
  readonly isolated = false;

  constructor(private readonly options: ProcessSandboxOptions = {}) {}

  async run(request: SandboxRequest): Promise<SandboxResult> {
    const supervisor = await ensureSupervisor(this.options);
    const user = sandboxHostUserFor(request.workDir);
    const workDir = path.resolve(request.workDir);
    await assertReadableBySandboxUser(
      [path.dirname(workDir), ...(request.readOnlyDirs ?? [])],
      user,
    );
    await prepareWorkDir(workDir, user);
    const identity = user ? ['--uid', String(user.uid), '--gid', String(user.gid)] : [];
    const argv = [...request.argv];
    // A relative program path is relative to the work dir, as it is inside bubblewrap.
    if (argv[0] && !path.isAbsolute(argv[0]) && argv[0].includes('/')) {
      argv[0] = path.join(workDir, argv[0]);
    }
    return runSupervised({
      supervisor,
      supervisorArgs: [
        ...supervisorLimitArgs(request.limits, request.memoryMode),
        '--limits-in-child',
        ...identity,
      ],
      argv,
      cwd: workDir,
      env: {
        PATH: this.options.path ?? process.env.PATH ?? fallbackPath,
        HOME: workDir,
        LANG: 'C.UTF-8',
        ...request.env,
      },
      stdin: request.stdin,
      limits: request.limits,
      interact: request.interact,
    });
  }
}
