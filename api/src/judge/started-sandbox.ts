import type { Socket } from 'node:net';
import { mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  prepareWorkDir,
  sandboxHostUserFor,
  spawnSupervisor,
  superviseRun,
  supervisorLimitArgs,
  type SandboxRequest,
  type SandboxResult,
  type SupervisorProcess,
} from '@zencode/shared/judge';

/** The supervisor's descriptors of a sandbox started ahead (after stdio, report, fd4, control). */
const goFd = 7;
const statusFd = 8;

/** Thrown when a sandbox started ahead ended before its program started: run it cold instead. */
export class StartedSandboxGoneError extends Error {
  override name = 'StartedSandboxGoneError';
}

/** What a sandbox started ahead is spawned with: everything of a run but its program and limits. */
export interface StartedSandboxSpawn {
  /** Its own work dir is made here (the work dirs' root of the runs it may serve). */
  workRoot: string;
  /** The supervisor command for a given work dir and host user. */
  command(
    workDir: string,
    identity: string[],
  ): {
    supervisor: string;
    supervisorArgs: string[];
    argv: string[];
    fd4: string;
    supportFiles?: readonly Uint8Array[];
  };
  env: Record<string, string>;
}

/**
 * One sandbox started ahead of its run (bubblewrap, namespaces, mounts, both supervisors, and a
 * preloaded interpreter when the shape has one), waiting for its program: serves exactly one
 * run, then ends. Its work dir is its own; a run's files are moved in before the program starts
 * and moved back once it has ended (a compile's output with them).
 */
export class StartedSandbox {
  private process: SupervisorProcess | null = null;
  private ended = false;
  private statusEnded = false;
  private used = false;
  private startedListener: ((started: boolean) => void) | null = null;
  private endedAt: Promise<void> = Promise.resolve();

  private constructor(private readonly workDir: string) {}

  static async start(spawn: StartedSandboxSpawn): Promise<StartedSandbox> {
    const workDir = await mkdtemp(path.join(spawn.workRoot, `zc-run-${process.pid}-`));
    const sandbox = new StartedSandbox(workDir);
    try {
      const hostUser = sandboxHostUserFor(workDir);
      await prepareWorkDir(workDir, hostUser);
      const identity = hostUser
        ? ['--uid', String(hostUser.uid), '--gid', String(hostUser.gid)]
        : [];
      const command = spawn.command(workDir, identity);
      sandbox.process = spawnSupervisor({
        ...command,
        supervisorArgs: [
          ...command.supervisorArgs,
          '--go-fd',
          String(goFd),
          '--status-fd',
          String(statusFd),
        ],
        cwd: workDir,
        env: spawn.env,
        interactive: true,
        extraPipes: 2,
      });
    } catch (error) {
      await rm(workDir, { recursive: true, force: true });
      throw error;
    }
    sandbox.watch();
    return sandbox;
  }

  /** The supervisor's pid (for tests). */
  get pid(): number | undefined {
    return this.process?.child.pid;
  }

  /** Still waiting for a run (false once used, ended or discarded). */
  get available(): boolean {
    return !this.used && !this.ended;
  }

  private watch(): void {
    const { child, pipes } = this.process!;
    for (const pipe of pipes) pipe?.on('error', () => {});
    this.endedAt = new Promise((resolve) => child.once('exit', () => resolve()));
    void this.endedAt.then(() => {
      this.ended = true;
      // Not used: nobody reads its output, and nothing of it is needed.
      if (!this.used) void this.release();
    });
    // Whether the program started is known when the status pipe ends, not when the supervisor
    // exits: its 'G' may still be unread then (a busy event loop sees both at once), and a run
    // taken for gone would run again, cold, among the files its program wrote.
    const status = pipes[statusFd]!;
    status.setEncoding('utf8');
    status.on('data', (text: string) => {
      if (text.includes('G')) this.startedListener?.(true);
    });
    status.once('close', () => {
      this.statusEnded = true;
      this.startedListener?.(false);
    });
    this.hold(false);
  }

  /** Whether this process waits for the sandbox: only while it runs a program. */
  private hold(keep: boolean): void {
    const { child, pipes } = this.process!;
    if (keep) child.ref();
    else child.unref();
    for (const pipe of pipes) {
      const socket = pipe as unknown as Partial<Socket> | null;
      if (keep) socket?.ref?.();
      else socket?.unref?.();
    }
  }

  private async release(): Promise<void> {
    for (const pipe of this.process?.pipes ?? []) pipe?.destroy();
    await rm(this.workDir, { recursive: true, force: true }).catch(() => undefined);
  }

  /**
   * Runs `request` here: `args` is what the inner supervisor starts (the request's argv, or a
   * preloaded interpreter's arguments). Throws StartedSandboxGoneError, with the request's work
   * dir as it was, when the sandbox ended before the program started.
   */
  async run(request: SandboxRequest, args: string[]): Promise<SandboxResult> {
    if (!this.available) throw new StartedSandboxGoneError('the sandbox was already used');
    this.used = true;
    const { pipes } = this.process!;
    this.hold(true);
    try {
      await moveEntries(request.workDir, this.workDir);
    } catch {
      // Its work dir is gone or full: the run's files go back, and the run takes a fresh sandbox.
      await moveEntries(this.workDir, request.workDir).catch(() => undefined);
      pipes[goFd]!.end();
      await this.endedAt;
      await this.release();
      throw new StartedSandboxGoneError("the sandbox's work dir could not take the run's files");
    }
    try {
      const started = new Promise<boolean>((resolve) => {
        this.startedListener = resolve;
        if (this.statusEnded) resolve(false);
      });
      const message = [
        ...supervisorLimitArgs(request.limits, request.memoryMode),
        // The program's own variables: set by the inner supervisor, not when the sandbox started.
        ...Object.entries(request.env ?? {}).flatMap(([name, value]) => [
          '--env',
          `${name}=${value}`,
        ]),
        '--',
        ...args,
      ];
      // Read from now on, fed once started: its output and report must not wait for the 'G'.
      const result = superviseRun(this.process!, request, started);
      result.catch(() => undefined);
      pipes[goFd]!.end(message.map((part) => `${part}\0`).join(''));
      if (!(await started)) {
        throw new StartedSandboxGoneError('the sandbox ended before its program started');
      }
      return await result;
    } finally {
      await this.endedAt;
      await moveEntries(this.workDir, request.workDir).catch(() => undefined);
      await this.release();
    }
  }

  /** Ends an unused sandbox (its supervisor kills the tree when the go descriptor closes). */
  async discard(): Promise<void> {
    if (this.available) {
      this.used = true;
      // Waited for from now on: unreferenced, a process with nothing else to do would exit
      // with the caller's await still pending.
      if (this.process) this.hold(true);
      this.process?.pipes[goFd]?.end();
    }
    await this.endedAt;
    await this.release();
  }
}

/** Moves every entry of `from` into `to` (the same file system: renames, no copies). */
async function moveEntries(from: string, to: string): Promise<void> {
  for (const name of await readdir(from)) await rename(path.join(from, name), path.join(to, name));
}
