// `npm test`: every check the project has, then each step's time and one summary line that CI
// can count.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { closingLines, summarizeTestReports } from './lib/test-report-summary.mjs';

const reportDir = '.tmp/test-reports';
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const lint = { name: 'lint', command: 'npx', args: ['eslint', '.'] };
const format = { name: 'format', command: 'npx', args: ['prettier', '--check', '.'] };
const typecheck = { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] };
const unit = {
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
};
const catalogue = { name: 'catalogue', command: 'npm', args: ['run', 'catalog:check'] };
const build = { name: 'build', command: 'npm', args: ['run', 'build'] };
const browser = {
  name: 'browser',
  runner: 'playwright',
  needs: 'build',
  command: 'npx',
  args: ['playwright', 'test'],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reportDir}/playwright.json` },
};

/**
 * Stages run one after another; the lanes of a stage run side by side, each lane's steps in order.
 * The catalogue and the browser tests spend most of their time waiting (on sandboxes and
 * compilers, on the page and its server) rather than keeping both cores busy: side by side they
 * take little longer than the browser tests alone (docs/ci-time.md). The unit tests fill both
 * cores by themselves, so they run alone.
 */
const stages = [[[lint]], [[format]], [[typecheck]], [[unit]], [[build, browser], [catalogue]]];

/** Runs one step; its output goes to this process's own (the first lane) or to `logFile`. */
async function runStep({ command, args, env }, logFile) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (logFile) {
    const log = createWriteStream(logFile, { flags: 'a' });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    const [code] = await once(child, 'close');
    await new Promise((resolve) => log.end(resolve));
    return code;
  }
  const [code] = await once(child, 'close');
  return code;
}

const done = [];
const started = Date.now();
// Every step runs even after a failure, so one run shows every problem; the browser tests need the build.
for (const lanes of stages) {
  const beside = (lane) =>
    lanes
      .filter((other) => other !== lane)
      .flat()
      .map((step) => step.name)
      .join(', ');
  const runLane = async (lane, index) => {
    for (const step of lane) {
      const { name, runner, needs } = step;
      if (needs && done.some((each) => each.name === needs && !each.ok)) {
        console.log(`\n== ${name}: skipped, the ${needs} failed`);
        done.push({ name, ok: true, skipped: true, seconds: 0 });
        continue;
      }
      const logFile = index === 0 ? null : `${reportDir}/${name.replace(/\W+/g, '-')}.log`;
      const stepStarted = Date.now();
      console.log(
        logFile
          ? `\n== ${name}: ${step.command} ${step.args.join(' ')} (beside ${beside(lane)}; its output follows when it ends)`
          : `\n== ${name}: ${step.command} ${step.args.join(' ')}`,
      );
      const code = await runStep(step, logFile);
      const seconds = (Date.now() - stepStarted) / 1000;
      const ok = code === 0;
      const result = `== ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`;
      if (logFile)
        console.log(`\n== ${name}: its output\n${readFileSync(logFile, 'utf8')}${result}`);
      else console.log(result);
      done.push({
        name,
        runner,
        ok,
        seconds,
        ...(lanes.length > 1 ? { beside: beside(lane) } : {}),
      });
    }
  };
  await Promise.all(lanes.map(runLane));
}

const wallSeconds = (Date.now() - started) / 1000;
// In the order the stages name them, not the order lanes side by side happened to end in.
const order = stages.flat(2).map((step) => step.name);
done.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
for (const line of closingLines(summarizeTestReports(reportDir), done, wallSeconds))
  console.log(line);
process.exit(done.some((step) => !step.ok) ? 1 : 0);
