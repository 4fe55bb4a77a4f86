import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertReadableBySandboxUser,
  ensureSupervisor,
  sandboxHostUserFor,
  prepareWorkDir,
  runSupervised,
  maxStackMb,
  supervisorLimitArgs,
  type Sandbox,
  type SandboxRequest,
  type SandboxResult,
  type SupervisorOptions,
} from '@zencode/shared/judge';
import {
  bubblewrapArgs,
  preloadPath,
  type SupportFile,
  sandboxPath,
  sandboxPaths,
  sandboxUid,
} from './bubblewrap-args.ts';
import { bubblewrapFeatures, type BubblewrapFeatures } from './bubblewrap-features.ts';
import { preloaderFor, preloaders, type Preloader } from './preloaders.ts';
import { StartedSandboxPool } from './started-sandbox-pool.ts';
import { StartedSandboxGoneError, type StartedSandboxSpawn } from './started-sandbox.ts';

export interface BubblewrapSandboxOptions extends SupervisorOptions {
  /** The bwrap binary (default: `bwrap` from PATH). */
  bwrapPath?: string;
  /**
   * Sandboxes started ahead per shape of run (mounts, work root, interpreter), each waiting for
   * its program; 0 starts every sandbox when its run comes. Default 2: runs that follow each other
   * closely (a learner's submissions, the cases of stdio problems) take the older one, which has
   * had the time of a whole run to get ready.
   */
  startAhead?: number;
}

/** Shapes of runs (a language's compile, its run, ...) that keep sandboxes started ahead. */
const startedShapes = 12;
/** How long after a run the next sandbox of its shape starts (see run). */
const refillDelayMs = 50;

/** The descriptors the inner supervisor signals readiness on, and waits for its run on. */
const innerReadyFd = '10';
const innerGoFd = '11';
/** A work dir's path in a run's shape: each started sandbox has its own. */
const anyWorkDir = '/zencode-work-dir';

/**
 * Runs programs inside bubblewrap: new user, PID, network, IPC, UTS and cgroup namespaces, no
 * further user namespaces, an empty environment, uid 65534, read-only toolchain mounts, a private
 * /tmp, the work dir at /work. The supervisor outside enforces the wall deadline and tree CPU;
 * a second supervisor inside applies the rlimits once the user namespace exists. When the server
 * is root, bwrap itself runs as host uid 65534 so that RLIMIT_NPROC binds.
 */
export class BubblewrapSandbox implements Sandbox {
  readonly kind = 'bubblewrap' as const;

  programWorkDir(): string {
    return sandboxPaths.workDir;
  }
  readonly isolated = true;
  private support: Promise<Support> | undefined;
  private readonly started: StartedSandboxPool;

  constructor(private readonly options: BubblewrapSandboxOptions = {}) {
    this.started = new StartedSandboxPool(options.startAhead ?? 2, startedShapes);
  }

  private get bwrapPath(): string {
    return this.options.bwrapPath ?? 'bwrap';
  }

  private prepare() {
    this.support ??= (async () => {
      const supervisor = await ensureSupervisor(this.options);
      const home = sandboxPaths.workDir;
      const files = [
        { sandboxPath: sandboxPaths.supervisor, executable: true },
        { sandboxPath: sandboxPaths.passwd },
        { sandboxPath: sandboxPaths.group },
      ];
      const contents = [
        await readFile(supervisor),
        Buffer.from(`sandbox:x:${sandboxUid}:${sandboxUid}:sandbox:${home}:/usr/sbin/nologin\n`),
        Buffer.from(`sandbox:x:${sandboxUid}:\n`),
      ];
      const features = await bubblewrapFeatures(this.bwrapPath);
      return { supervisor, files, contents, features, preloads: preloaders() };
    })();
    this.support.catch(() => (this.support = undefined));
    return this.support;
  }

  /**
   * Runs `request` in a sandbox started ahead for its shape when one waits (falling back to a
   * fresh one if it ended before the program started), otherwise in a fresh sandbox; either way
   * another sandbox of that shape is started shortly after the run has ended.
   */
  async run(request: SandboxRequest): Promise<SandboxResult> {
    const support = await this.prepare();
    const workDir = path.resolve(request.workDir);
    const readOnlyDirs = (request.readOnlyDirs ?? []).map((dir) => path.resolve(dir));
    const resolved = { ...request, workDir, readOnlyDirs };
    // A preloaded interpreter's environment is fixed when it starts: only for runs without one.
    const preload =
      Object.keys(request.env ?? {}).length > 0
        ? null
        : preloaderFor(request.argv, support.preloads);
    const shape = this.shapeOf(resolved, support, preload?.preloader ?? null);
    const sandbox = this.started.take(shape.key, shape.spawn);
    try {
      if (sandbox) {
        try {
          return await sandbox.run(resolved, preload?.args ?? request.argv);
        } catch (error) {
          if (!(error instanceof StartedSandboxGoneError)) throw error;
        }
      }
      return await this.runFresh(resolved, support);
    } finally {
      // Started a moment later, once the caller has gone on with the result (a compile's program
      // stored and its run begun, a verdict written): starting a sandbox spawns processes and
      // makes files, which delayed those steps by about 5 ms when it came at once.
      setTimeout(() => this.started.refill(shape.key), refillDelayMs).unref();
    }
  }

  /** The supervisors' pids of the sandboxes started ahead that wait now (for tests). */
  startedAheadPids(): number[] {
    return this.started.pids();
  }

  /** Ends the sandboxes started ahead. */
  async close(): Promise<void> {
    await this.started.close();
  }

  /** What a sandbox started ahead for this request has: all but the program and its limits. */
  private shapeOf(
    request: SandboxRequest & { readOnlyDirs: string[] },
    support: Support,
    preloader: Preloader | null,
  ): { key: string; spawn: StartedSandboxSpawn } {
    const { supervisor, features } = support;
    const workRoot = path.dirname(request.workDir);
    const supportFiles = [
      ...support.files,
      ...(preloader ? [{ sandboxPath: preloadPath(preloader) }] : []),
    ];
    const contents = [...support.contents, ...(preloader ? [Buffer.from(preloader.source)] : [])];
    const optionsFor = (workDir: string) =>
      bubblewrapArgs({
        // The run's own variables come with its program (StartedSandbox.run).
        request: { ...request, workDir, env: undefined },
        supportFiles,
        features,
      });
    const inner = [
      sandboxPaths.supervisor,
      '--exec',
      '--stack-kb',
      String(maxStackMb * 1024),
      '--ready-fd',
      innerReadyFd,
      '--go-fd',
      innerGoFd,
      ...(preloader ? ['--', ...preloader.prefix, preloadPath(preloader)] : []),
    ];
    const key = JSON.stringify([workRoot, preloader?.id ?? null, optionsFor(anyWorkDir)]);
    return {
      key,
      spawn: {
        workRoot,
        env: { PATH: sandboxPath },
        command: (workDir, identity) => ({
          supervisor,
          supervisorArgs: ['--expect-inner-ready', ...identity],
          argv: [this.bwrapPath, '--args', '4', '--', ...inner],
          fd4: optionsFor(workDir)
            .map((option) => `${option}\0`)
            .join(''),
          supportFiles: contents,
        }),
      },
    };
  }

  /** A sandbox started for this request alone. */
  private async runFresh(
    request: SandboxRequest & { readOnlyDirs: string[] },
    { supervisor, files, contents, features }: Support,
  ): Promise<SandboxResult> {
    const { workDir, readOnlyDirs } = request;
    const hostUser = sandboxHostUserFor(workDir);
    await assertReadableBySandboxUser(
      [path.dirname(workDir), path.dirname(supervisor), ...readOnlyDirs],
      hostUser,
    );
    await prepareWorkDir(workDir, hostUser);
    const limitArgs = supervisorLimitArgs(request.limits, request.memoryMode);
    const options = bubblewrapArgs({ request, supportFiles: files, features });
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
      supportFiles: contents,
      cwd: workDir,
      env: { PATH: sandboxPath },
      stdin: request.stdin,
      limits: request.limits,
      interact: request.interact,
    });
  }
}

interface Support {
  /** The supervisor's host path, which runs outside the sandbox. */
  supervisor: string;
  /** What every sandbox gets a copy of (the supervisor, passwd, group), and their contents. */
  files: SupportFile[];
  contents: Buffer[];
  features: BubblewrapFeatures;
  preloads: Preloader[];
}
