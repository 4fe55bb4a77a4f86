import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { chmod, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SandboxLimits, SandboxRequest } from '@zencode/shared/judge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bubblewrapSkipReason } from '../test/skip-reason.ts';
import { BubblewrapSandbox } from './bubblewrap-sandbox.ts';
import { StartedSandbox, StartedSandboxGoneError } from './started-sandbox.ts';

// Skipped, saying why, where bubblewrap is unusable; under CI=true that fails the file instead.
const skipReason = await bubblewrapSkipReason();

const limits: SandboxLimits = {
  cpuMs: 5000,
  wallMs: 20_000,
  memoryMb: 256,
  outputBytes: 64 * 1024,
  processes: 16,
  fileSizeMb: 4,
};
const python = ['/usr/bin/python3', '-I', '-B', 'main.py'];
/** Printed by a Python program: whether its interpreter had imported LeetCode's modules before it. */
const preloadedLine =
  'import sys\nprint("preloaded" if "statistics" in sys.modules else "fresh")\n';

/** Every descendant of a process, from /proc. */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const text = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (text) children = children.concat(text.split(' ').map(Number));
    }
  } catch {
    return [];
  }
  return children.concat(children.flatMap(descendants));
}

const alive = (pid: number) => existsSync(`/proc/${pid}`);
const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'latin1').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

async function until<T>(probe: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(skipReason !== null)(
  skipReason === null
    ? 'sandboxes started ahead (bubblewrap)'
    : `sandboxes started ahead — SKIPPED, ${skipReason}`,
  () => {
    let root: string;
    let sandbox: BubblewrapSandbox;
    beforeAll(async () => {
      root = await mkdtemp(path.join(os.tmpdir(), 'zc-started-'));
      await chmod(root, 0o755);
    });
    afterEach(async () => {
      await sandbox?.close();
    });
    afterAll(async () => {
      await rm(root, { recursive: true, force: true });
    });

    async function run(source: string, request: Partial<SandboxRequest> = {}) {
      const workDir = await mkdtemp(path.join(root, 'zc-run-test-'));
      await writeFile(path.join(workDir, 'main.py'), source);
      const result = await sandbox.run({
        workDir,
        argv: python,
        limits,
        readOnlyWorkDir: true,
        ...request,
      });
      const files = await readdir(workDir);
      await rm(workDir, { recursive: true, force: true });
      return { ...result, files };
    }

    /** The supervisor of the one sandbox waiting, once it is there. */
    const waitingSupervisor = () =>
      until(() => sandbox.startedAheadPids()[0], 'a sandbox started ahead');

    it('runs the next program in a sandbox started after the previous run, Python preloaded', async () => {
      sandbox = new BubblewrapSandbox({ startAhead: 1 });
      const first = await run(preloadedLine);
      expect(first.stdout).toBe('fresh\n');
      await waitingSupervisor();
      const second = await run(`${preloadedLine}print(sys.argv, __name__)\n`);
      expect(second).toMatchObject({ exitCode: 0, stderr: '', files: ['main.py'] });
      expect(second.stdout).toBe("preloaded\n['main.py'] __main__\n");
    });

    it('keeps a process that awaits close() alive until its waiting sandboxes have ended', async () => {
      // A script with nothing left to do but the close: unreferenced sandboxes once let Node
      // exit there, the await still pending (a bench ended with code 13 and no results).
      const dir = await mkdtemp(path.join(root, 'zc-close-last-'));
      const script = path.join(dir, 'close-last.mts');
      const module = new URL('./bubblewrap-sandbox.ts', import.meta.url).href;
      await writeFile(
        script,
        `import { writeFile } from 'node:fs/promises';
const { BubblewrapSandbox } = await import(${JSON.stringify(module)});
const sandbox = new BubblewrapSandbox({ startAhead: 1 });
await writeFile(${JSON.stringify(path.join(dir, 'main.py'))}, 'pass\\n');
await sandbox.run({ workDir: ${JSON.stringify(dir)}, argv: ${JSON.stringify(python)},
  limits: ${JSON.stringify(limits)}, readOnlyWorkDir: true });
while (sandbox.startedAheadPids().length === 0) await new Promise((r) => setTimeout(r, 20));
await sandbox.close();
console.log('closed');
`,
      );
      const ended = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
        (resolve) => {
          const child = spawn(process.execPath, ['--import', 'tsx', script], {
            cwd: fileURLToPath(new URL('../..', import.meta.url)),
          });
          let stdout = '';
          let stderr = '';
          child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
          child.on('close', (code) => resolve({ code, stdout, stderr }));
        },
      );
      await rm(dir, { recursive: true, force: true });
      expect(ended, ended.stderr).toMatchObject({ code: 0, stdout: 'closed\n' });
    }, 60_000);

    it('uses a started sandbox for one run only, and starts a new one for the next', async () => {
      sandbox = new BubblewrapSandbox({ startAhead: 1 });
      await run('pass\n');
      const before = await waitingSupervisor();
      await run(preloadedLine);
      // The one that ran is gone with its run, never put back; another waits.
      expect(alive(before)).toBe(false);
      const after = await waitingSupervisor();
      expect(after).not.toBe(before);
      expect(sandbox.startedAheadPids()).toEqual([after]);
    });

    it('keeps two per shape by default and gives a run the one started first', async () => {
      sandbox = new BubblewrapSandbox();
      await run('pass\n');
      const [older, younger] = await until(() => {
        const pids = sandbox.startedAheadPids();
        return pids.length === 2 ? pids : undefined;
      }, 'two sandboxes started ahead');
      await run(preloadedLine);
      expect(alive(older!)).toBe(false);
      expect(alive(younger!)).toBe(true);
      const now = await until(() => {
        const pids = sandbox.startedAheadPids();
        return pids.length === 2 ? pids : undefined;
      }, 'two sandboxes started ahead again');
      expect(now[0]).toBe(younger);
    });

    it('shows a run nothing that the run before it left: files, processes, interpreter state', async () => {
      sandbox = new BubblewrapSandbox({ startAhead: 1 });
      const leave = [
        preloadedLine,
        'import os, statistics, subprocess',
        'open("/tmp/left", "w").write("secret")',
        'open("/dev/shm/left", "w").write("secret") if os.path.isdir("/dev/shm") else None',
        'statistics.left = "secret"',
        'os.environ["LEFT"] = "secret"',
        'subprocess.Popen(["/bin/sleep", "30"], start_new_session=True)',
        '',
      ].join('\n');
      const look = [
        preloadedLine,
        'import os, statistics',
        'print(sorted(os.listdir("/tmp")), os.path.exists("/dev/shm/left"))',
        'print(getattr(statistics, "left", None), os.environ.get("LEFT"))',
        'commands = [open(f"/proc/{p}/cmdline").read() for p in os.listdir("/proc") if p.isdigit()]',
        'print(len(commands), any("sleep" in command for command in commands))',
        '',
      ].join('\n');
      await run('pass\n');
      await waitingSupervisor();
      const left = await run(leave);
      expect(left).toMatchObject({ exitCode: 0, stdout: 'preloaded\n' });
      await waitingSupervisor();
      const seen = await run(look);
      const [preloaded, files, state, processes] = seen.stdout.trim().split('\n');
      expect(preloaded).toBe('preloaded');
      expect(files).toBe('[] False');
      expect(state).toBe('None None');
      // bubblewrap's init, the inner supervisor and this program: no sleep left by the run before.
      expect(processes).toBe('3 False');
    });

    it('falls back to a fresh sandbox when the preloaded interpreter of a started one crashed', async () => {
      sandbox = new BubblewrapSandbox({ startAhead: 1 });
      await run('pass\n');
      const supervisor = await waitingSupervisor();
      const interpreter = await until(
        // Python itself (the inner supervisor's command line names the script too).
        () =>
          descendants(supervisor).find((pid) =>
            commandOf(pid).startsWith('/usr/bin/python3 -I -B /.zencode/python-preload.py'),
          ),
        'the preloaded interpreter',
      );
      process.kill(interpreter, 'SIGKILL');
      const result = await run(`${preloadedLine}print(6 * 7)\n`);
      expect(result).toMatchObject({ exitCode: 0, stdout: 'fresh\n42\n', files: ['main.py'] });
      expect(alive(supervisor)).toBe(false);
    });

    it('falls back to a fresh sandbox when a started one ended before its run', async () => {
      sandbox = new BubblewrapSandbox({ startAhead: 1 });
      await run('pass\n');
      const supervisor = await waitingSupervisor();
      process.kill(supervisor, 'SIGKILL');
      const result = await run(`${preloadedLine}print(6 * 7)\n`);
      expect(result).toMatchObject({ exitCode: 0, stdout: 'fresh\n42\n', files: ['main.py'] });
    });

    it('falls back to a fresh sandbox when the work dir of a started one is gone', async () => {
      sandbox = new BubblewrapSandbox({ startAhead: 1 });
      await run('pass\n');
      const supervisor = await waitingSupervisor();
      await rm(readlinkSync(`/proc/${supervisor}/cwd`), { recursive: true, force: true });
      const result = await run(`${preloadedLine}print(6 * 7)\n`);
      expect(result).toMatchObject({ exitCode: 0, stdout: 'fresh\n42\n', files: ['main.py'] });
      expect(alive(supervisor)).toBe(false);
    });

    it('gives a run its own environment and its writes in the work dir back to the caller', async () => {
      sandbox = new BubblewrapSandbox({ startAhead: 1 });
      const request = {
        argv: ['/bin/sh', '-c', 'echo "$MARK" > out.txt; echo "$MARK"'],
        readOnlyWorkDir: false,
      };
      await run('', { ...request, env: { MARK: 'first' } });
      const supervisor = await waitingSupervisor();
      // Nothing of a run's environment is in a sandbox started before it.
      const waiting = [supervisor, ...descendants(supervisor)];
      for (const pid of waiting) {
        expect(readFileSync(`/proc/${pid}/environ`, 'latin1')).not.toContain('MARK');
      }
      const second = await run('', { ...request, env: { MARK: 'second' } });
      expect(second).toMatchObject({ exitCode: 0, stdout: 'second\n' });
      expect(second.files.sort()).toEqual(['main.py', 'out.txt']);
      expect(alive(supervisor)).toBe(false);
    });

    it('leaves nothing running and no work dir behind once closed', async () => {
      sandbox = new BubblewrapSandbox({ startAhead: 1 });
      await run('pass\n');
      const supervisor = await waitingSupervisor();
      await sandbox.close();
      expect(alive(supervisor)).toBe(false);
      expect(await readdir(root)).toEqual([]);
    });
  },
);

describe('a sandbox started ahead, with a stand-in supervisor', () => {
  const report = JSON.stringify({
    ready: true,
    exitCode: 0,
    signal: 0,
    cpuMs: 1,
    wallMs: 1,
    maxRssKb: 1,
    peakSampledRssKb: 1,
    timedOut: false,
    memoryExceeded: false,
    killedOnRequest: false,
  });

  /** A started sandbox whose supervisor is `script` (sh), in its own work root. */
  async function startWith(script: string) {
    const workRoot = await mkdtemp(path.join(os.tmpdir(), 'zc-started-stand-in-'));
    const started = await StartedSandbox.start({
      workRoot,
      env: { PATH: '/usr/bin:/bin' },
      command: () => ({
        supervisor: '/bin/sh',
        supervisorArgs: ['-c', script, 'sh'],
        argv: [],
        fd4: '',
      }),
    });
    const workDir = await mkdtemp(path.join(workRoot, 'zc-run-test-'));
    await writeFile(path.join(workDir, 'solution.ts'), 'export {};\n');
    const request: SandboxRequest = { workDir, argv: ['compile'], limits };
    return { started, request, workRoot };
  }

  it("takes a run whose 'G' arrives after its supervisor exited as started, not gone", async () => {
    // The program runs and writes its output; the runner reads the 'G' only after the exit (as a
    // busy event loop may): run again cold, it would meet the file the first one wrote.
    const { started, request, workRoot } = await startWith(
      [
        'cat <&7 >/dev/null',
        'echo compiled > solution.js',
        `printf '%s\\n' '${report}' >&3`,
        "(exec 1>&- 2>&- 3>&-; sleep 0.3; printf 'G\\n' >&8) &",
        'exit 0',
      ].join('\n'),
    );
    try {
      const result = await started.run(request, ['compile']);
      expect(result).toMatchObject({ exitCode: 0, timedOut: false });
      expect((await readdir(request.workDir)).sort()).toEqual(['solution.js', 'solution.ts']);
    } finally {
      await rm(workRoot, { recursive: true, force: true });
    }
  });

  it('gives the run back, its work dir as it was, when the sandbox ended before its program', async () => {
    const { started, request, workRoot } = await startWith('cat <&7 >/dev/null\nexit 0');
    try {
      await expect(started.run(request, ['compile'])).rejects.toThrow(StartedSandboxGoneError);
      expect(await readdir(request.workDir)).toEqual(['solution.ts']);
    } finally {
      await rm(workRoot, { recursive: true, force: true });
    }
  });
});
