import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import type { SandboxLimits, SandboxResult } from './sandbox.ts';
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
  limits: SandboxLimits;
}

/** Thrown when the sandbox could not start the program (as opposed to the program failing). */
export class SandboxStartError extends Error {
  override name = 'SandboxStartError';
}

/** Keeps at most `limit` bytes of a stream; calls `onOverflow` once when more arrive. */
function capture(stream: Readable, limit: number, onOverflow: () => void) {
  const chunks: Buffer[] = [];
  let kept = 0;
  let overflowed = false;
  stream.on('data', (chunk: Buffer) => {
    if (overflowed) return;
    const room = limit - kept;
    if (chunk.length > room) {
      chunks.push(chunk.subarray(0, room));
      kept = limit;
      overflowed = true;
      // Stop reading: the writer gets EPIPE while the supervisor kills the tree.
      stream.destroy();
      onOverflow();
      return;
    }
    chunks.push(chunk);
    kept += chunk.length;
  });
  stream.on('error', () => {});
  return {
    text: () => Buffer.concat(chunks).toString('utf8'),
    overflowed: () => overflowed,
  };
}

/** Runs the supervisor, captures capped output and its report, and builds the SandboxResult. */
export function runSupervised(run: SupervisedRun): Promise<SandboxResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      run.supervisor,
      [...run.supervisorArgs, '--report-fd', '3', '--', ...run.argv],
      {
        cwd: run.cwd,
        env: run.env,
        stdio: [
          'pipe',
          'pipe',
          'pipe',
          'pipe',
          ...(run.fd4 === undefined ? [] : ['pipe' as const]),
        ],
      },
    );
    const stop = () => child.kill('SIGUSR1');
    const stdout = capture(child.stdout, run.limits.outputBytes, stop);
    const stderr = capture(child.stderr, run.limits.outputBytes, stop);
    const reportStream = child.stdio[3] as Readable;
    let report = '';
    reportStream.setEncoding('utf8');
    reportStream.on('data', (text: string) => (report += text));
    child.stdin.on('error', () => {});
    child.stdin.end(run.stdin ?? '');
    if (run.fd4 !== undefined) {
      const fd4 = child.stdio[4] as Writable;
      fd4.on('error', () => {});
      fd4.end(run.fd4);
    }
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
