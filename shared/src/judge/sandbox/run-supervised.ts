import { type ChildProcess, spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import type { SandboxLimits, SandboxRequest, SandboxResult, SandboxUsage } from './sandbox.ts';
import { captureCapped } from './capture-capped.ts';
import { parseSupervisorReport, toSandboxResult } from './supervisor-report.ts';

/** One supervisor invocation: `supervisor <supervisorArgs> --report-fd 3 -- <argv>`. */
export interface SupervisedRun {
  supervisor: string;
  supervisorArgs: string[];
  argv: string[];
  cwd: string;
  env: Record<string, string>;
  stdin?: string | Uint8Array;
  /**
   * Written to descriptor 4, which the started program inherits: bwrap reads its options there
   * (`--args 4`), keeping them out of /proc/1/cmdline inside the sandbox.
   */
  fd4?: string | Uint8Array;
  /**
   * Written to descriptors supportFileFd, supportFileFd + 1, ...: bwrap copies each into the
   * sandbox (`--file`), so no host path of them shows in the sandbox's mount table.
   */
  supportFiles?: readonly Uint8Array[];
  limits: SandboxLimits;
  /** A lock-step run (SandboxRequest.interact): the supervisor's control fd 5 and answer fd 6. */
  interact?: SandboxRequest['interact'];
}

const controlFd = 5;
const answerFd = 6;
/** The first support file's descriptor: above the control, go/status and inner ready/go ones. */
export const supportFileFd = 12;

/** Thrown when the sandbox could not start the program (as opposed to the program failing). */
export class SandboxStartError extends Error {
  override name = 'SandboxStartError';
}

/** The runner's commands to the supervisor and its answers, one line each, in order. */
function controlChannel(control: Writable, answers: Readable) {
  const waiting: ((usage: SandboxUsage | null) => void)[] = [];
  let buffered = '';
  let closed = false;
  answers.setEncoding('utf8');
  answers.on('data', (text: string) => {
    buffered += text;
    let newline: number;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const [cpu, rss] = buffered.slice(0, newline).split(' ').map(Number);
      buffered = buffered.slice(newline + 1);
      waiting.shift()?.({ cpuMicros: cpu ?? 0, peakRssKb: rss ?? 0 });
    }
  });
  const close = () => {
    closed = true;
    for (const resolve of waiting.splice(0)) resolve(null);
  };
  answers.on('close', close);
  answers.on('error', close);
  control.on('error', () => {});
  return {
    ask(command: string): Promise<SandboxUsage | null> {
      if (closed) return Promise.resolve(null);
      return new Promise((resolve) => {
        waiting.push(resolve);
        control.write(`${command}\n`);
      });
    },
    /** A command without an answer. */
    tell(command: string): void {
      if (!closed) control.write(`${command}\n`);
    },
    close,
  };
}

/** A started supervisor: its process and its descriptors, in spawn order. */
export interface SupervisorProcess {
  child: ChildProcess;
  pipes: (Readable & Writable)[];
}

/**
 * Starts `supervisor <supervisorArgs> [control fds] --report-fd 3 -- <argv>` and writes fd4.
 * `extraPipes` more pipes follow fd 6 (a started-ahead sandbox's go and status descriptors);
 * with them, the control descriptors are always there.
 */
export function spawnSupervisor(
  run: Omit<SupervisedRun, 'stdin' | 'limits' | 'interact'> & {
    interactive: boolean;
    extraPipes?: number;
  },
): SupervisorProcess {
  const extra = run.extraPipes ?? 0;
  const interactive = run.interactive || extra > 0;
  const used = 5 + (interactive ? 2 : 0) + extra;
  const supportFiles = run.supportFiles ?? [];
  // Unused descriptors between them stay closed in the child ('ignore' above stderr).
  const gap = supportFiles.length > 0 ? supportFileFd - used : 0;
  if (gap < 0) throw new Error('the support files would overlap the supervisor descriptors');
  const controlArgs = interactive
    ? ['--control-fd', String(controlFd), '--answer-fd', String(answerFd)]
    : [];
  const child = spawn(
    run.supervisor,
    [...run.supervisorArgs, ...controlArgs, '--report-fd', '3', '--', ...run.argv],
    {
      cwd: run.cwd,
      env: run.env,
      stdio: [
        'pipe',
        'pipe',
        'pipe',
        'pipe',
        run.fd4 === undefined ? 'ignore' : 'pipe',
        ...(interactive ? (['pipe', 'pipe'] as const) : []),
        ...Array.from({ length: extra }, () => 'pipe' as const),
        ...Array.from({ length: gap }, () => 'ignore' as const),
        ...supportFiles.map(() => 'pipe' as const),
      ] as ('pipe' | 'ignore')[],
    },
  );
  const pipes = child.stdio as unknown as (Readable & Writable)[];
  for (const [index, content] of (run.supportFiles ?? []).entries()) {
    const pipe = pipes[supportFileFd + index]!;
    pipe.on('error', () => {});
    pipe.end(content);
  }
  if (run.fd4 !== undefined) {
    const fd4 = pipes[4]!;
    fd4.on('error', () => {});
    fd4.end(run.fd4);
  }
  return { child, pipes };
}

/** Runs the supervisor, captures capped output and its report, and builds the SandboxResult. */
export function runSupervised(run: SupervisedRun): Promise<SandboxResult> {
  return superviseRun(spawnSupervisor({ ...run, interactive: run.interact !== undefined }), run);
}

/**
 * Feeds a started supervisor's program (stdin, or the lock-step session), captures its capped
 * output and report, and resolves with the SandboxResult once it has ended. With `begin` (a
 * sandbox started ahead), the output is read at once but the program is fed only once `begin`
 * says it started: the supervisor may exit before that is known, and Node discards what nobody
 * was reading from a child that has exited.
 */
export function superviseRun(
  { child, pipes }: SupervisorProcess,
  run: Pick<SupervisedRun, 'stdin' | 'limits' | 'interact'>,
  begin: Promise<boolean> = Promise.resolve(true),
): Promise<SandboxResult> {
  return new Promise((resolve, reject) => {
    const stdin = pipes[0]!;
    const stop = () => child.kill('SIGUSR1');
    const stdout = captureCapped(pipes[1]!, run.limits.outputBytes, stop);
    const stderr = captureCapped(pipes[2]!, run.limits.outputBytes, stop);
    const reportStream = pipes[3]!;
    let report = '';
    reportStream.setEncoding('utf8');
    reportStream.on('data', (text: string) => (report += text));
    stdin.on('error', () => {});
    const endListeners: (() => void)[] = [];
    const feed = (): void => {
      if (run.interact) {
        const channel = controlChannel(pipes[controlFd]!, pipes[answerFd]!);
        child.on('close', () => {
          channel.close();
          for (const listener of endListeners) listener();
        });
        run
          .interact({
            write: (data) => {
              if (stdin.writable) stdin.write(data);
            },
            writeCase: (data) => {
              if (!stdin.writable) return;
              // Idling counts once the whole case is in the pipe, not while a busy runner writes it.
              stdin.write(data, () => channel.tell('W'));
            },
            onStdout: (listener) => stdout.listen(listener),
            onEnd: (listener) => endListeners.push(listener),
            beginCase: (cpuMs, idleMs, runIdleMs) =>
              channel.ask(
                `C ${Math.max(1, Math.round(cpuMs))} ${Math.max(1, Math.round(idleMs))}` +
                  (runIdleMs === undefined ? '' : ` ${Math.max(1, Math.round(runIdleMs))}`),
              ),
            endCase: () => channel.ask('E'),
            stop,
          })
          // A runner that failed leaves nothing running behind it.
          .catch(stop)
          .finally(() => stdin.end());
      } else {
        stdin.end(run.stdin ?? '');
      }
    };
    void begin.then((started) => (started ? feed() : stdin.end()));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        if (code !== 0) {
          throw new SandboxStartError(`the sandbox supervisor failed (${code}): ${stderr.text()}`);
        }
        const parsed = parseSupervisorReport(report);
        if (!parsed.ready) {
          throw new SandboxStartError(`the sandbox could not start the program: ${stderr.text()}`);
        }
        const output = {
          stdout: stdout.text(),
          stderr: stderr.text(),
          outputLimitExceeded: stdout.overflowed() || stderr.overflowed(),
        };
        resolve(toSandboxResult(parsed, output, run.limits));
      } catch (error) {
        reject(error);
      }
    });
  });
}
