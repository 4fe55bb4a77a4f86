import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FunctionSignature } from '@zencode/shared/contract';
import {
  ensureSupervisor,
  getLanguage,
  type HostUser,
  judge,
  ProcessSandbox,
  sandboxHostUserFor,
  supervisorLimitArgs,
  supportFileFd,
  type Sandbox,
  type SandboxLimits,
} from '@zencode/shared/judge';
import { readCatalogProblems } from '../src/features/submissions/judge-test-kit.ts';
import {
  bubblewrapArgs,
  sandboxPaths,
  bubblewrapFeatures,
  BubblewrapSandbox,
} from '../src/judge/index.ts';
import { createDirectRunner } from './judge-direct.ts';
import { median } from './median.ts';

/**
 * `npm run bench:sandbox`: where the sandbox's cost in a Python run goes, layer by layer. Each
 * step is timed from this process (spawn to exit), every step once per round, rounds alternating,
 * and the medians are compared: bubblewrap's namespaces, its mounts, the inner and the outer
 * supervisor, the runner's glue, and per case the lock-step feeding. Prints, asserts nothing.
 */
const rounds = Number(process.env.ROUNDS ?? 30);
const python = ['/usr/bin/python3', '-I', '-B', '-c', 'pass'];
const limits: SandboxLimits = {
  cpuMs: 5000,
  wallMs: 10_000,
  memoryMb: 256,
  outputBytes: 1 << 20,
  processes: 128,
  fileSizeMb: 64,
};

/** The host user sandboxed programs run as (when this process is root), as the judge does. */
let runAs: HostUser | null = null;

/**
 * Milliseconds from spawning argv to its exit; `fd4` is written to descriptor 4 (bwrap --args),
 * and with it the support files to theirs (bwrap --file).
 */
function timed(argv: string[], fd4?: string, asSandboxUser = true): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const files = fd4 === undefined ? [] : supportFiles;
    const child = spawn(argv[0]!, argv.slice(1), {
      stdio: [
        'pipe',
        'pipe',
        'pipe',
        'pipe',
        fd4 === undefined ? 'ignore' : 'pipe',
        ...Array.from(
          { length: files.length > 0 ? supportFileFd - 5 : 0 },
          () => 'ignore' as const,
        ),
        ...files.map(() => 'pipe' as const),
      ],
      ...(runAs && asSandboxUser ? runAs : {}),
    });
    files.forEach((content, index) =>
      (child.stdio[supportFileFd + index] as NodeJS.WritableStream).end(content),
    );
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout!.resume();
    child.stdin!.end();
    if (fd4 !== undefined) (child.stdio[4] as NodeJS.WritableStream).end(fd4);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(performance.now() - started)
        : reject(new Error(`${argv.join(' ')} exited ${code}: ${stderr}`)),
    );
  });
}

const root = mkdtempSync(join(tmpdir(), 'zc-sandbox-cost-'));
chmodSync(root, 0o755);
const workDir = join(root, 'work');
mkdirSync(workDir, { mode: 0o755 });
const cacheDir = join(root, 'cache');
mkdirSync(cacheDir, { mode: 0o755 });
/** What bwrap copies into the sandbox, as the judge gives it: the supervisor, passwd, group. */
let supportFiles: Buffer[] = [];
try {
  runAs = sandboxHostUserFor(workDir);
  const supervisor = await ensureSupervisor();
  const features = await bubblewrapFeatures('bwrap');
  const passwd = Buffer.from('sandbox:x:65534:65534::/work:/usr/sbin/nologin\n');
  supportFiles = [readFileSync(supervisor), passwd, Buffer.from('sandbox:x:65534:\n')];
  const options = bubblewrapArgs({
    request: { workDir, argv: [], limits, readOnlyWorkDir: true },
    supportFiles: [
      { sandboxPath: sandboxPaths.supervisor, executable: true },
      { sandboxPath: sandboxPaths.passwd },
      { sandboxPath: sandboxPaths.group },
    ],
    features,
  });
  const fd4 = options.map((option) => `${option}\0`).join('');
  // Namespaces only: the same unshares, /usr and its symlinks, /proc and /dev; no other mount.
  const namespacesOnly = [
    'bwrap',
    '--unshare-all',
    '--unshare-user',
    '--die-with-parent',
    '--ro-bind',
    '/usr',
    '/usr',
    ...['bin', 'lib', 'lib64'].flatMap((name) => ['--symlink', `usr/${name}`, `/${name}`]),
    '--proc',
    '/proc',
    '--dev',
    '/dev',
  ];
  const inner = [
    sandboxPaths.supervisor,
    '--exec',
    ...supervisorLimitArgs(limits, undefined),
    '--',
  ];
  const outer = [supervisor, ...supervisorLimitArgs(limits, undefined), '--report-fd', '3', '--'];
  // Fresh: every sandbox built when its run comes (the layers below); started: the judge's way,
  // the next sandbox of a shape built after a run, waiting (Python preloaded for the harness).
  const bubblewrap = new BubblewrapSandbox({ startAhead: 0 });
  const started = new BubblewrapSandbox();
  const processSandbox = new ProcessSandbox();
  const sandboxRun = (sandbox: Sandbox) => async () => {
    const started = performance.now();
    const result = await sandbox.run({ workDir, argv: python, limits, readOnlyWorkDir: true });
    if (result.exitCode !== 0) throw new Error(`sandboxed python failed: ${result.stderr}`);
    return performance.now() - started;
  };

  const [twoSum] = readCatalogProblems(['two-sum']);
  const signature = twoSum!.signature as FunctionSignature;
  const code = twoSum!.solutions.python!;
  const cases = Array.from(
    { length: 20 },
    (_, index) => twoSum!.cases[index % twoSum!.cases.length]!,
  );
  const judged = cases.map((testcase) => ({ input: testcase.input, expected: testcase.output }));
  const direct = await createDirectRunner(getLanguage('python'));
  let serial = 0;
  const judgeRun = (sandbox: Sandbox, count: number) => async () => {
    const started = performance.now();
    const result = await judge(
      {
        language: 'python',
        signature,
        limits: twoSum!.limits,
        cases: judged.slice(0, count),
        code: `${code}\n# ${++serial}\n`,
      },
      { sandbox, cacheDir, workRoot: root },
    );
    if (result.verdict !== 'Accepted') throw new Error(`judged ${result.verdict}`);
    return performance.now() - started;
  };
  const directRun = (count: number) => () =>
    direct.time(
      signature,
      code,
      cases.slice(0, count).map((testcase) => testcase.input),
    );

  const steps = {
    python: () => timed(python),
    outerSupervisor: () => timed([...outer, ...python], undefined, false),
    namespaces: () => timed([...namespacesOnly, ...python]),
    mounts: () => timed(['bwrap', '--args', '4', ...python], fd4),
    innerSupervisor: () => timed(['bwrap', '--args', '4', ...inner, ...python], fd4),
    processSandbox: sandboxRun(processSandbox),
    bubblewrapSandbox: sandboxRun(bubblewrap),
    startedSandbox: sandboxRun(started),
    direct1: directRun(1),
    direct20: directRun(20),
    judge1: judgeRun(bubblewrap, 1),
    judge20: judgeRun(bubblewrap, 20),
    startedJudge20: judgeRun(started, 20),
  };
  type Step = keyof typeof steps;
  const times = Object.fromEntries(
    Object.keys(steps).map((name) => [name, [] as number[]]),
  ) as Record<Step, number[]>;
  for (const step of Object.values(steps)) await step();
  const loadAtStart = loadavg()[0]!;
  for (let round = 0; round < rounds; round++) {
    for (const [name, step] of Object.entries(steps)) times[name as Step].push(await step());
  }
  await direct.close();
  await started.close();
  // The minimum is the run least disturbed by other load: printed beside the median.
  const m = Object.fromEntries(
    Object.entries(times).map(([name, values]) => [name, median(values)]),
  ) as Record<Step, number>;
  const least = Object.fromEntries(
    Object.entries(times).map(([name, values]) => [name, Math.min(...values)]),
  ) as Record<Step, number>;
  const pieces = (t: Record<Step, number>): [string, number][] => [
    [
      'bubblewrap namespaces (user, pid, net, ipc, uts, cgroup, mount; /usr, /proc, /dev)',
      t.namespaces - t.python,
    ],
    [
      'the judge’s other mounts (/etc files, passwd, tmpfs, work dir, supervisor, remounts)',
      t.mounts - t.namespaces,
    ],
    [
      'inner supervisor (rlimits inside the namespaces, exact exit status)',
      t.innerSupervisor - t.mounts,
    ],
    [
      'outer supervisor and runner glue (checks, chown, spawn, fd 4, report)',
      t.bubblewrapSandbox - t.innerSupervisor,
    ],
    ['  of which the outer supervisor alone around python', t.outerSupervisor - t.python],
    [
      'one case through the runner beyond the direct run (work dir, load window, frame)',
      t.judge1 - t.direct1 - (t.bubblewrapSandbox - t.python),
    ],
    [
      'lock-step feeding, per case (a supervisor round trip and a frame)',
      (t.judge20 - t.judge1 - (t.direct20 - t.direct1)) / 19,
    ],
  ];
  console.log(
    `Sandbox cost of a Python run: median and least of ${rounds} alternating rounds (load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end; on a shared machine every figure is noisy)`,
  );
  const row = (label: string, median: number, min: number) =>
    console.log(
      `  ${label.padEnd(88)} ${median.toFixed(1).padStart(6)} ms ${min.toFixed(1).padStart(6)} ms`,
    );
  console.log(`  ${''.padEnd(88)} ${'median'.padStart(9)} ${'least'.padStart(9)}`);
  row('python3 -I -B -c pass, spawned directly', m.python, least.python);
  row('the same in the process sandbox (supervisor only)', m.processSandbox, least.processSandbox);
  row(
    'the same in the bubblewrap sandbox (whole run)',
    m.bubblewrapSandbox,
    least.bubblewrapSandbox,
  );
  const leastPieces = pieces(least);
  pieces(m).forEach(([label, value], index) => row(label, value, leastPieces[index]![1]));
  row('20-case two-sum, direct (one process, every case at once)', m.direct20, least.direct20);
  row('20-case two-sum, runner (bubblewrap, lock-step)', m.judge20, least.judge20);
  row('runner − direct, fresh sandbox', m.judge20 - m.direct20, least.judge20 - least.direct20);
  row(
    'python3 -I -B -c pass in a sandbox started ahead (the program alone starts)',
    m.startedSandbox,
    least.startedSandbox,
  );
  row(
    '20-case two-sum, runner, sandbox started ahead with Python and its imports loaded',
    m.startedJudge20,
    least.startedJudge20,
  );
  row(
    'runner − direct, sandbox started ahead (the judge’s way; target ≤ 15 ms)',
    m.startedJudge20 - m.direct20,
    least.startedJudge20 - least.direct20,
  );
} finally {
  rmSync(root, { recursive: true, force: true });
}
