import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, copyFileSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox, SandboxLimits, SandboxRequest } from './sandbox.ts';

const probeSource = fileURLToPath(new URL('./sandbox-probe.c', import.meta.url));

/** Limits of a conformance run unless a test overrides them. */
export const defaultLimits: SandboxLimits = {
  cpuMs: 2000,
  wallMs: 5000,
  memoryMb: 256,
  outputBytes: 64 * 1024,
  processes: 16,
  fileSizeMb: 16,
};

/** Command lines of every process on the machine (to prove nothing was left behind). */
export function runningCommandLines(): string[] {
  return execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n');
}

/**
 * Registers the conformance suite every Sandbox implementation must pass. `makeSandbox` returns
 * the sandbox, or a string saying why it cannot run here (the suite is then skipped, visibly).
 */
export function describeSandboxConformance(
  name: string,
  makeSandbox: () => Promise<Sandbox | string>,
): void {
  describe(`${name} sandbox conformance`, () => {
    let sandbox: Sandbox | string;
    let buildDir: string;
    let probe: string;
    const workDirs: string[] = [];

    beforeAll(async () => {
      sandbox = await makeSandbox();
      buildDir = mkdtempSync(path.join(os.tmpdir(), 'zc-probe-'));
      probe = path.join(buildDir, 'probe');
      execFileSync('gcc', ['-O2', '-o', probe, probeSource]);
    }, 60_000);

    afterAll(async () => {
      if (typeof sandbox !== 'string') await sandbox?.close?.();
      for (const dir of [buildDir, ...workDirs]) rmSync(dir, { recursive: true, force: true });
    });

    /**
     * Runs the probe in a fresh work dir; `skip` marks the test skipped when unavailable, and
     * `copied` is called with the probe's copy before the run starts.
     */
    async function runProbe(
      skip: (note: string) => void,
      args: string[],
      overrides: Partial<Omit<SandboxRequest, 'limits'>> & { limits?: Partial<SandboxLimits> } = {},
      copied: (copy: string) => void = () => undefined,
    ) {
      if (typeof sandbox === 'string') {
        skip(sandbox);
        throw new Error(sandbox);
      }
      const workDir = mkdtempSync(path.join(os.tmpdir(), 'zc-work-'));
      workDirs.push(workDir);
      copyFileSync(probe, path.join(workDir, 'probe'));
      copied(path.join(workDir, 'probe'));
      const result = await sandbox.run({
        workDir,
        argv: ['./probe', ...args],
        ...overrides,
        limits: { ...defaultLimits, ...overrides.limits },
      });
      return { result, workDir };
    }

    it('reports the exit code and both output streams', async (ctx) => {
      const { result } = await runProbe(ctx.skip, ['exit', '3']);
      expect(result).toMatchObject({ exitCode: 3, signal: null, timedOut: false });
      const { result: both } = await runProbe(ctx.skip, ['both']);
      expect(both).toMatchObject({ exitCode: 0, stdout: 'to stdout\n', stderr: 'to stderr\n' });
    });

    it('starts a program whose fresh copy another process holds open for writing a moment', async (ctx) => {
      // What a fork of the server does for the instant between its fork and its exec: it holds
      // every descriptor the server had open, a run's copy of its program included.
      const { result } = await runProbe(ctx.skip, ['exit', '4'], {}, (copy) => {
        const writer = openSync(copy, 'r+');
        setTimeout(() => closeSync(writer), 100);
      });
      expect(result).toMatchObject({ exitCode: 4, signal: null, timedOut: false });
    });

    it('reports the signal that ended the program', async (ctx) => {
      const { result } = await runProbe(ctx.skip, ['segv']);
      expect(result).toMatchObject({ exitCode: null, signal: 'SIGSEGV', memoryExceeded: false });
    });

    it('feeds stdin and writes in the work dir, visible to the caller', async (ctx) => {
      const input = 'line one\nline two\n'.repeat(5000);
      const { result } = await runProbe(ctx.skip, ['cat'], {
        stdin: input,
        limits: { outputBytes: 1 << 20 },
      });
      expect(result.stdout).toBe(input);
      const { result: written, workDir } = await runProbe(ctx.skip, ['write', 'out.txt']);
      expect(written.exitCode).toBe(0);
      expect(readFileSync(path.join(workDir, 'out.txt'), 'utf8')).toBe('written\n');
    });

    it('gives deep recursion a stack as large as the memory limit', async (ctx) => {
      // About 100 MiB of stack: far past the usual 8 MiB default.
      const { result } = await runProbe(ctx.skip, ['recurse', '100000']);
      expect(result).toMatchObject({ exitCode: 0, stdout: '100000\n' });
    });

    it('times out on the CPU limit', async (ctx) => {
      const { result } = await runProbe(ctx.skip, ['spin'], { limits: { cpuMs: 300 } });
      expect(result.timedOut).toBe(true);
      expect(result.exitCode).toBeNull();
    });

    it('times out on the wall deadline and kills the whole tree', async (ctx) => {
      const marker = `zc-marker-${randomBytes(6).toString('hex')}`;
      const { result } = await runProbe(ctx.skip, ['sleep-tree', marker], {
        limits: { wallMs: 400 },
      });
      expect(result.timedOut).toBe(true);
      expect(runningCommandLines().filter((line) => line.includes(marker))).toEqual([]);
    });

    it('leaves no background process behind after a normal exit', async (ctx) => {
      const marker = `zc-marker-${randomBytes(6).toString('hex')}`;
      const { result } = await runProbe(ctx.skip, ['daemon', marker]);
      expect(result).toMatchObject({ exitCode: 0, timedOut: false });
      expect(runningCommandLines().filter((line) => line.includes(marker))).toEqual([]);
    });

    it('counts in a case window the CPU of a process forked during it and still alive', async (ctx) => {
      const spins: number[] = [];
      await runProbe(ctx.skip, ['forked-spin', '300'], {
        limits: { wallMs: 20_000, cpuMs: 10_000 },
        interact: async (session) => {
          let said = '';
          let heard: () => void = () => {};
          session.onStdout((chunk) => {
            said += chunk.toString();
            if (said.endsWith('spun\n')) heard();
          });
          let start = await session.beginCase(5000, 5000);
          for (let round = 0; round < 2; round++) {
            const spun = new Promise<void>((resolve) => (heard = resolve));
            said = '';
            session.writeCase('go\n');
            await spun;
            // The first reading ends a case and opens the next one; the second ends it.
            const end = round === 0 ? await session.beginCase(5000, 5000) : await session.endCase();
            spins.push(((end?.cpuMicros ?? 0) - (start?.cpuMicros ?? 0)) / 1000);
            start = end;
          }
          session.stop();
        },
      });
      expect(spins).toHaveLength(2);
      for (const spun of spins) expect(spun).toBeGreaterThanOrEqual(250);
    });

    it('detects memory exhaustion under the address-space limit', async (ctx) => {
      const { result } = await runProbe(ctx.skip, ['alloc'], { limits: { memoryMb: 64 } });
      expect(result.memoryExceeded).toBe(true);
      expect(result.timedOut).toBe(false);
    });

    it('kills at the resident ceiling in resident mode', async (ctx) => {
      const { result } = await runProbe(ctx.skip, ['touch', '2048'], {
        memoryMode: 'resident',
        limits: { memoryMb: 64 },
      });
      expect(result.memoryExceeded).toBe(true);
      expect(result.stdout).toBe('');
      const { result: small } = await runProbe(ctx.skip, ['touch', '16'], {
        memoryMode: 'resident',
        limits: { memoryMb: 64 },
      });
      expect(small).toMatchObject({ exitCode: 0, stdout: 'touched\n', memoryExceeded: false });
    });

    it('lets a run hold a few memory files and ends the one that asks for more', async (ctx) => {
      // A memfd's pages count in no rlimit: their number per run is what bounds them.
      const { result: few } = await runProbe(ctx.skip, ['memfd', '2']);
      expect(few).toMatchObject({ exitCode: 0, stdout: 'held 1\nheld 2\n', memoryExceeded: false });
      const { result } = await runProbe(ctx.skip, ['memfd', '64']);
      expect(result.memoryExceeded).toBe(true);
      expect(result.stdout.trim().split('\n').at(-1)).toBe('held 4');
    });

    it('caps a flood of output without keeping it all', async (ctx) => {
      const { result } = await runProbe(ctx.skip, ['flood'], {
        limits: { outputBytes: 10_000, wallMs: 20_000, cpuMs: 20_000 },
      });
      expect(result.outputLimitExceeded).toBe(true);
      expect(result.stdout.length).toBe(10_000);
      expect(result.timedOut).toBe(false);
    });

    it('limits the number of processes', async (ctx) => {
      const { result } = await runProbe(ctx.skip, ['fork', '40'], { limits: { processes: 8 } });
      expect(result.exitCode).toBe(0);
      const made = Number(result.stdout.trim());
      expect(made).toBeGreaterThan(0);
      expect(made).toBeLessThan(8);
    });

    it('limits the size of written files', async (ctx) => {
      const { result } = await runProbe(ctx.skip, ['fsize'], { limits: { fileSizeMb: 1 } });
      expect(result.signal).toBe('SIGXFSZ');
    });

    it("does not leak the server's environment but passes the request's", async (ctx) => {
      process.env.ZENCODE_CONFORMANCE_SECRET = 'server-secret-value';
      try {
        const { result } = await runProbe(ctx.skip, ['env', 'ZENCODE_CONFORMANCE_SECRET']);
        expect(result.stdout).toBe('(unset)\n');
        const { result: passed } = await runProbe(ctx.skip, ['env', 'GREETING'], {
          env: { GREETING: 'hello' },
        });
        expect(passed.stdout).toBe('hello\n');
      } finally {
        delete process.env.ZENCODE_CONFORMANCE_SECRET;
      }
    });
  });
}
