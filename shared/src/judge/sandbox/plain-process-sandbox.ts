import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Readable, Writable } from 'node:stream';
import { captureCapped } from './capture-capped.ts';
import { residentMemoryReader, type ResidentMemoryReader } from './resident-memory.ts';
import { SandboxStartError } from './run-supervised.ts';
import { maxStackMb } from './supervisor-limits.ts';
import type {
  Sandbox,
  SandboxRequest,
  SandboxResult,
  SandboxSession,
  SandboxUsage,
} from './sandbox.ts';
import { outOfMemoryPattern } from './supervisor-report.ts';

export interface PlainProcessSandboxOptions {
  /** PATH given to programs (default: this process's PATH, which finds local toolchains). */
  path?: string;
  /** The operating system (default process.platform): decides the limits it can offer. */
  platform?: NodeJS.Platform;
  /** How often resident memory is read while a program runs (reading /proc is cheap, ps is not). */
  memorySampleMs?: number;
  /** How memory is read (default: the platform's, residentMemoryReader); for tests. */
  memoryReader?: ResidentMemoryReader | null;
}

// The limits a POSIX shell offers before it becomes the program: CPU seconds for every process of
// the run, the size of written files (in 512-byte blocks: the harness keeps the learner's prints
// in a file), address space (native code) and a stack as large as the memory limit. A limit the
// system refuses (macOS and RLIMIT_AS) is skipped; the wall deadline and sampling still hold.
const posixLauncher = (request: SandboxRequest): string => {
  const { cpuMs, memoryMb, fileSizeMb } = request.limits;
  const cpuSeconds = Math.max(1, Math.ceil(cpuMs / 1000));
  const limits = [
    // SIGXCPU at the soft limit (reported as a time-out), SIGKILL a second later if ignored.
    `ulimit -H -t ${cpuSeconds + 1}`,
    `ulimit -S -t ${cpuSeconds}`,
    `ulimit -f ${fileSizeMb * 2048}`,
  ];
  if ((request.memoryMode ?? 'address-space') === 'address-space')
    limits.push(`ulimit -v ${memoryMb * 1024}`);
  // The same stack cap as the supervisor's: the memory limit, at most maxStackMb.
  limits.push(`ulimit -s ${Math.min(memoryMb, maxStackMb) * 1024}`);
  return `${limits.map((limit) => `${limit} 2>/dev/null`).join('; ')}; exec "$@"`;
};

/** The environment a program gets: PATH, HOME and language, plus what Windows needs to start. */
function programEnvironment(
  request: SandboxRequest,
  platform: NodeJS.Platform,
  programPath: string,
): Record<string, string> {
  const windows: Record<string, string> = {};
  if (platform === 'win32')
    for (const name of ['SystemRoot', 'WINDIR', 'TEMP', 'TMP', 'PATHEXT', 'COMSPEC']) {
      const value = process.env[name];
      if (value !== undefined) windows[name] = value;
    }
  return {
    ...windows,
    PATH: programPath,
    HOME: request.workDir,
    LANG: 'C.UTF-8',
    ...request.env,
  };
}

function killTree(child: ChildProcess, platform: NodeJS.Platform): void {
  if (child.pid === undefined) return;
  if (platform === 'win32') {
    spawn('taskkill', ['/pid', String(child.pid), '/T', '/F'], { windowsHide: true }).on(
      'error',
      () => undefined,
    );
    return;
  }
  try {
    // The program leads its own process group (detached): the group is the whole tree.
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/**
 * Runs programs as plain child processes, for systems where the supervisor cannot run (macOS,
 * Windows, Linux without a C compiler): the learner's own code on their own computer, so not
 * isolated from anything. It still keeps the judge's limits where the system offers them: a
 * wall-clock deadline and case windows (time is measured as wall-clock time, not CPU), the whole
 * process tree killed, capped output, a minimal environment, CPU seconds, address space and stack
 * through the POSIX shell's ulimit, and resident memory sampled and capped (Linux, macOS).
 * Windows gets the deadline, the output cap, tree kill and the runtimes' own heap flags.
 */
export class PlainProcessSandbox implements Sandbox {
  readonly kind = 'plain' as const;
  readonly isolated = false;
  private readonly platform: NodeJS.Platform;
  private readonly readMemory: ResidentMemoryReader | null;

  constructor(private readonly options: PlainProcessSandboxOptions = {}) {
    this.platform = options.platform ?? process.platform;
    this.readMemory =
      options.memoryReader === undefined
        ? residentMemoryReader(this.platform)
        : options.memoryReader;
  }

  run(request: SandboxRequest): Promise<SandboxResult> {
    const { platform } = this;
    const workDir = path.resolve(request.workDir);
    const argv = [...request.argv];
    // A relative program path is relative to the work dir, as it is in the other sandboxes.
    if (argv[0] && !path.isAbsolute(argv[0]) && /[/\\]/.test(argv[0]))
      argv[0] = path.join(workDir, argv[0]);
    const env = programEnvironment(
      { ...request, workDir },
      platform,
      this.options.path ?? process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    );
    const [command, ...args] =
      platform === 'win32' ? argv : ['/bin/sh', '-c', posixLauncher(request), 'zencode', ...argv];
    const startedAt = performance.now();
    const child = spawn(command!, args, {
      cwd: workDir,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: platform !== 'win32',
      windowsHide: true,
    });
    return new Promise((resolve, reject) => {
      const { limits } = request;
      const capKb = limits.memoryMb * 1024;
      const state = { timedOut: false, memoryExceeded: false, stopped: false, ended: false };
      let peakKb = 0;
      const stop = () => killTree(child, platform);
      const stdout = captureCapped(child.stdout as Readable, limits.outputBytes, stop);
      const stderr = captureCapped(child.stderr as Readable, limits.outputBytes, stop);
      const stdin = child.stdin as Writable;
      stdin.on('error', () => undefined);
      const timeOut = () => {
        state.timedOut = true;
        stop();
      };
      const deadline = setTimeout(timeOut, limits.wallMs);
      let caseWindow: ReturnType<typeof setTimeout> | null = null;
      const sampleMemory = async () => {
        if (!this.readMemory || child.pid === undefined || state.ended) return;
        const kb = await this.readMemory(child.pid);
        if (kb === null) return;
        peakKb = Math.max(peakKb, kb);
        if (peakKb > capKb && !state.memoryExceeded) {
          state.memoryExceeded = true;
          stop();
        }
      };
      const sampleEveryMs = this.options.memorySampleMs ?? (platform === 'linux' ? 50 : 250);
      const sampler = setInterval(() => void sampleMemory(), sampleEveryMs);
      // A case's reading waits for a fresh memory sample only where one is a read of /proc;
      // elsewhere a sample is a `ps` process (several ms on macOS, on every case of a lock-step
      // run): the reading takes the latest sample and asks for a new one without waiting.
      const readingWaitsForMemory = platform === 'linux';
      const reading = async (): Promise<SandboxUsage | null> => {
        if (state.ended) return null;
        if (readingWaitsForMemory) await sampleMemory();
        else void sampleMemory();
        return {
          cpuMicros: Math.round((performance.now() - startedAt) * 1000),
          peakRssKb: peakKb,
        };
      };
      const endListeners: (() => void)[] = [];
      const exit: { code: number | null; signal: NodeJS.Signals | null } = {
        code: null,
        signal: null,
      };

      const finish = () => {
        if (state.ended) return;
        state.ended = true;
        clearTimeout(deadline);
        if (caseWindow) clearTimeout(caseWindow);
        clearInterval(sampler);
        for (const listener of endListeners) listener();
        const signal = exit.signal;
        const exitCode = signal ? null : exit.code;
        const cpuKilled = signal === 'SIGXCPU';
        const endedBadly = signal !== null || exitCode !== 0;
        const memoryExceeded =
          state.memoryExceeded ||
          (endedBadly &&
            !state.timedOut &&
            !state.stopped &&
            outOfMemoryPattern.test(stderr.text()));
        const wallMs = Math.round(performance.now() - startedAt);
        resolve({
          exitCode,
          signal,
          stdout: stdout.text(),
          stderr: stderr.text(),
          timedOut: (state.timedOut || cpuKilled) && !state.memoryExceeded,
          memoryExceeded,
          outputLimitExceeded: stdout.overflowed() || stderr.overflowed(),
          // No CPU reading without the supervisor: wall-clock time stands in for it.
          cpuMs: wallMs,
          wallMs,
          memoryKb: peakKb,
        });
      };

      child.on('error', (error) => {
        clearTimeout(deadline);
        clearInterval(sampler);
        state.ended = true;
        reject(new SandboxStartError(`could not start ${argv[0]}: ${error.message}`));
      });
      child.on('exit', (code, signal) => {
        exit.code = code;
        exit.signal = signal;
        // What the program left running goes with it; a process that escaped the group and
        // holds the output open does not keep the run waiting.
        stop();
        setTimeout(() => {
          (child.stdout as Readable).destroy();
          (child.stderr as Readable).destroy();
          finish();
        }, 1000).unref();
      });
      child.on('close', finish);

      if (!request.interact) {
        stdin.end(request.stdin ?? '');
        return;
      }
      const session: SandboxSession = {
        write: (data) => {
          if (stdin.writable) stdin.write(data);
        },
        writeCase: (data) => {
          if (stdin.writable) stdin.write(data);
        },
        onStdout: (listener) => stdout.listen(listener),
        onEnd: (listener) => endListeners.push(listener),
        // The case's budget counts wall-clock time from here: idling and CPU alike.
        async beginCase(cpuMs) {
          if (caseWindow) clearTimeout(caseWindow);
          const start = await reading();
          if (start) caseWindow = setTimeout(timeOut, Math.max(1, Math.round(cpuMs)));
          return start;
        },
        async endCase() {
          if (caseWindow) clearTimeout(caseWindow);
          caseWindow = null;
          return reading();
        },
        stop() {
          state.stopped = true;
          stop();
        },
      };
      request
        .interact(session)
        .catch(() => session.stop())
        .finally(() => stdin.end());
    });
  }
}
