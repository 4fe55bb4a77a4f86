// `npm test`: every check the project has, in order, then each step's time and one summary line
// that CI can count.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { closingLines, summarizeTestReports } from './lib/test-report-summary.mjs';

const reportDir = '.tmp/test-reports';
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const steps = [
  { name: 'lint', command: 'npx', args: ['eslint', '.'] },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.'] },
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  {
    name: 'unit and integration',
    runner: 'vitest',
    command: 'npx',
    args: [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportDir}/vitest.json`,
    ],
  },
  { name: 'catalogue', command: 'npm', args: ['run', 'catalog:check'] },
  { name: 'build', command: 'npm', args: ['run', 'build'] },
  {
    name: 'browser',
    runner: 'playwright',
    needs: 'build',
    command: 'npx',
    args: ['playwright', 'test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reportDir}/playwright.json` },
  },
];

// Every step runs even after a failure, so one run shows every problem; the browser tests need the build.
const done = [];
for (const { name, command, args, env, runner, needs } of steps) {
  if (needs && done.some((step) => step.name === needs && !step.ok)) {
    console.log(`\n== ${name}: skipped, the ${needs} failed`);
    done.push({ name, ok: true, skipped: true, seconds: 0 });
    continue;
  }
  const started = Date.now();
  console.log(`\n== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  console.log(`== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  done.push({ name, runner, ok: result.status === 0, seconds });
}

for (const line of closingLines(summarizeTestReports(reportDir), done)) console.log(line);
process.exit(done.some((step) => !step.ok) ? 1 : 0);
