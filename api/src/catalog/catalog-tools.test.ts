import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProcessSandbox } from '@zencode/shared/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTwoEditorial, addTwoProblem, addTwoTeachingEditorial } from './add-two-fixture.ts';
import { checkCatalog } from './check-catalog.ts';
import { wrongSolutionChunks } from './check-solution.ts';
import { checkFailures, formatCheckTable } from './check-table.ts';
import { calibratedTimeMs } from './calibrate-limits.ts';
import { generateCases, GenerateError, withTimeLimit } from './generate-cases.ts';
import { readCatalog } from './read-catalog.ts';

/** A tiny catalogue: one function problem whose cases come from its generator. */
const problem = {
  ...addTwoProblem,
  limits: { timeMs: 2000, memoryMb: 256 },
  examples: [{ ...addTwoProblem.examples[0], explanation: '1 + 2 = 3.' }],
};
/** Written on the shared casegen module, as the shipped generators are. */
const generator = `from casegen import Cases
cases = Cases()
cases.add(1, 2, public=True)
for a in range(-5, 20):
    cases.add(a, -a * 3)
cases.print()
`;
const reference =
  'class Solution:\n    def addTwo(self, a: int, b: int) -> int:\n        return a + b\n';
const offByOne =
  'class Solution:\n    def addTwo(self, a: int, b: int) -> int:\n        return a + b + (a > 10)\n';

let root: string;
const context = { sandbox: new ProcessSandbox(), cacheDir: join(tmpdir(), 'zencode-catalog-test') };
const folder = () => join(root, 'add-two');

beforeAll(() => {
  mkdirSync(context.cacheDir, { recursive: true, mode: 0o755 });
  root = mkdtempSync(join(tmpdir(), 'zencode-catalog-tools-'));
  mkdirSync(join(folder(), 'solutions'), { recursive: true });
  writeFileSync(join(folder(), 'problem.json'), `${JSON.stringify(problem, null, 2)}\n`);
  writeFileSync(join(folder(), 'statement.md'), 'Return **a + b**.');
  writeFileSync(join(folder(), 'editorial.md'), addTwoEditorial);
  writeFileSync(join(folder(), 'generate.py'), generator);
  writeFileSync(join(folder(), 'solutions', 'reference.py'), reference);
  writeFileSync(join(folder(), 'solutions', 'wrong.py'), offByOne);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('catalog:generate', () => {
  it('writes cases.json from the generator and the reference, and calibrates the limit', async () => {
    const report = await generateCases(folder(), 'catalog/add-two', context);
    expect(report).toMatchObject({ slug: 'add-two', cases: 26, publicCases: 1, timeMs: 1000 });
    const cases = JSON.parse(readFileSync(join(folder(), 'cases.json'), 'utf8'));
    expect(cases[0]).toEqual({ input: '1\n2', output: '3', public: true });
    expect(cases[1]).toEqual({ input: '-5\n15', output: '10', public: false });
    expect(JSON.parse(readFileSync(join(folder(), 'problem.json'), 'utf8')).limits).toEqual({
      timeMs: 1000,
      memoryMb: 256,
    });
    expect(readFileSync(join(folder(), 'limits.md'), 'utf8')).toMatch(
      /\| Python \| `reference.py` \|/,
    );
    expect(readCatalog(root)).toHaveLength(1);
  });

  it('names the example whose output the reference contradicts', async () => {
    const copy = join(root, '..', `${root.split('/').pop()}-bad`);
    cpSync(folder(), copy, { recursive: true });
    const wrongExample = { ...problem, examples: [{ input: 'a = 1, b = 2', output: '4' }] };
    writeFileSync(join(copy, 'problem.json'), JSON.stringify(wrongExample));
    try {
      const failure = generateCases(copy, 'catalog/add-two', context);
      await expect(failure).rejects.toBeInstanceOf(GenerateError);
      await expect(failure).rejects.toThrow(
        /catalog\/add-two\/problem\.json: examples\.0\.output: "4" but the reference answers "3"/,
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('catalog:check', () => {
  it('passes a good reference and rejects the known-wrong one', async () => {
    const report = await checkCatalog(root, context, { parallelism: 2 });
    expect(checkFailures(report)).toEqual([]);
    expect(report.solutions.map((check) => [check.file, check.ok, check.verdict])).toEqual([
      ['reference.py', true, 'Accepted'],
      ['wrong.py', true, 'Wrong Answer'],
    ]);
    expect(formatCheckTable(report)).toMatch(
      /\| add-two +\| · +\| · +\| ✓ \d+ ms; wrong: ✗ WA +\|/,
    );
    // One column per language of the registry, TypeScript included.
    expect(formatCheckTable(report).split('\n')[0]).toMatch(
      /^\| Problem +\| C\+\+ \| C +\| Python +\| JavaScript \| TypeScript \| Java \| Go \| Rust \| Result \|$/,
    );
  });

  it('judges a mutant as its changed reference and reports one that does not apply', async () => {
    const mutant = (change: { find: string; to: string }) => ({
      of: 'reference.py',
      why: 'adds one too many',
      change: [change],
    });
    const good = join(folder(), 'solutions', 'wrong-plus-one.py.mutant.json');
    const bad = join(folder(), 'solutions', 'wrong-minus.py.mutant.json');
    writeFileSync(good, JSON.stringify(mutant({ find: 'a + b', to: 'a + b + 1' })));
    writeFileSync(bad, JSON.stringify(mutant({ find: 'a - b', to: 'a + b' })));
    try {
      const report = await checkCatalog(root, context, { parallelism: 2 });
      expect(report.solutions.map((check) => [check.file, check.ok, check.verdict])).toEqual([
        ['reference.py', true, 'Accepted'],
        ['wrong-plus-one.py.mutant.json', true, 'Wrong Answer'],
        ['wrong.py', true, 'Wrong Answer'],
      ]);
      expect(checkFailures(report)).toEqual([
        expect.stringMatching(
          /add-two\/solutions\/wrong-minus\.py\.mutant\.json: change 1: "a - b" is not in reference\.py \(each find must occur exactly once\)$/,
        ),
      ]);
      expect(formatCheckTable(report)).toMatch(
        /\| add-two +\| · +\| · +\| ✓ \d+ ms; wrong: ✗ WA, ✗ WA +\|/,
      );
    } finally {
      rmSync(good);
      rmSync(bad);
    }
  });

  it('judges reference.ts as TypeScript and, its types stripped, as JavaScript', async () => {
    const typed =
      'function addTwo(a: number, b: number): number {\n  return a + b; // the sum\n}\n';
    const path = join(folder(), 'solutions', 'reference.ts');
    writeFileSync(path, typed);
    try {
      const report = await checkCatalog(root, context, { parallelism: 2 });
      expect(checkFailures(report)).toEqual([]);
      expect(
        report.solutions.map((check) => [check.file, check.language, check.ok, check.verdict]),
      ).toEqual([
        ['reference.py', 'python', true, 'Accepted'],
        ['reference.ts', 'typescript', true, 'Accepted'],
        ['reference.ts (as JavaScript)', 'javascript', true, 'Accepted'],
        ['wrong.py', 'python', true, 'Wrong Answer'],
      ]);
      expect(formatCheckTable(report)).toMatch(
        /\| add-two +\| · +\| · +\| ✓ \d+ ms; wrong: ✗ WA +\| ✓ \d+ ms +\| ✓ \d+ ms +\|/,
      );
      const { solutions } = readCatalog(root)[0]!;
      expect(solutions.typescript).toBe(typed);
      expect(solutions.javascript).toBe('function addTwo(a, b) {\n  return a + b; // the sum\n}\n');
    } finally {
      rmSync(path);
    }
  });

  // Python's 600 ms per case (200 ms × 3): the case a = 19 spins on the CPU, 1.5× the limit in
  // one solution (a faster machine would accept it) and forever in the other.
  const spinning = (seconds: string) =>
    'import time\n\nclass Solution:\n    def addTwo(self, a: int, b: int) -> int:\n' +
    '        started = time.process_time()\n' +
    `        while a == 19 and time.process_time() - started < ${seconds}:\n` +
    '            pass\n        return a + b\n';

  it('accepts a time-out 3× over its limit and refuses one that is only 1.5× over', async () => {
    const copy = join(root, '..', `${root.split('/').pop()}-slow`);
    cpSync(root, copy, { recursive: true });
    const slug = join(copy, 'add-two');
    const tight = { ...problem, limits: { timeMs: 200, memoryMb: 256 } };
    writeFileSync(join(slug, 'problem.json'), JSON.stringify(tight));
    rmSync(join(slug, 'solutions', 'wrong.py'));
    writeFileSync(join(slug, 'solutions', 'wrong-close.py'), spinning('0.9'));
    writeFileSync(join(slug, 'solutions', 'wrong-endless.py'), spinning('1e9'));
    try {
      const report = await checkCatalog(copy, context, { parallelism: 2 });
      const wrong = report.solutions.filter((check) => check.kind === 'wrong');
      expect(wrong.map((check) => [check.file, check.ok, check.verdict])).toEqual([
        ['wrong-close.py', false, 'Time Limit Exceeded'],
        ['wrong-endless.py', true, 'Time Limit Exceeded'],
      ]);
      expect(wrong[0]!.margin).toBeGreaterThan(1);
      expect(wrong[0]!.margin).toBeLessThan(3);
      expect(wrong[1]!.margin).toBe(3);
      expect(checkFailures(report)).toEqual([
        expect.stringMatching(
          /^add-two\/solutions\/wrong-close\.py: Time Limit Exceeded: a known-wrong solution that times out must take at least 3× its limit: case \d+ took 1\.\d\d× its 600 ms/,
        ),
      ]);
      expect(formatCheckTable(report)).toMatch(/wrong: ✗ TLE 1\.\d× !, ✗ TLE ≥3×/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it("wants a teaching editorial's slower approach to time out, not to answer wrongly", async () => {
    const copy = join(root, '..', `${root.split('/').pop()}-teaching`);
    cpSync(root, copy, { recursive: true });
    const slug = join(copy, 'add-two');
    const tight = { ...problem, limits: { timeMs: 200, memoryMb: 256 } };
    writeFileSync(join(slug, 'problem.json'), JSON.stringify(tight));
    writeFileSync(join(slug, 'editorial.md'), addTwoTeachingEditorial);
    const brute = join(slug, 'solutions', 'wrong-brute.py');
    try {
      writeFileSync(brute, offByOne);
      const wrongAnswer = await checkCatalog(copy, context, { parallelism: 2 });
      expect(checkFailures(wrongAnswer)).toEqual([
        expect.stringMatching(
          /^add-two\/solutions\/wrong-brute\.py: Wrong Answer: editorial\.md shows wrong-brute as a slower approach \(<!-- code: wrong-brute -->\): it must get Time Limit Exceeded, not Wrong Answer \(case \d+: Wrong Answer/,
        ),
      ]);
      // wrong.py is no approach of the editorial: its Wrong Answer is what it is for.
      expect(wrongAnswer.solutions.find((check) => check.file === 'wrong.py')!.ok).toBe(true);

      writeFileSync(brute, spinning('1e9'));
      const timedOut = await checkCatalog(copy, context, { parallelism: 2 });
      expect(checkFailures(timedOut)).toEqual([]);
      expect(
        timedOut.solutions.map((check) => [check.file, check.ok, check.verdict]),
      ).toContainEqual(['wrong-brute.py', true, 'Time Limit Exceeded']);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('reports a reference that fails, a wrong one that passes and hand-edited cases', async () => {
    writeFileSync(
      join(folder(), 'solutions', 'reference.js'),
      'var addTwo = function (a, b) {\n    return a - b;\n};\n',
    );
    writeFileSync(join(folder(), 'solutions', 'wrong-same.py'), reference);
    const cases = JSON.parse(readFileSync(join(folder(), 'cases.json'), 'utf8'));
    cases[5].input = '7\n7';
    cases[5].output = '14';
    writeFileSync(join(folder(), 'cases.json'), JSON.stringify(cases));
    const report = await checkCatalog(root, context, { parallelism: 2 });
    const failures = checkFailures(report);
    expect(failures).toEqual([
      expect.stringMatching(
        /add-two\/cases\.json: differs from what generate\.py prints \(case 5\)/,
      ),
      // The JavaScript reference is made from reference.ts, never kept by hand beside it.
      expect.stringMatching(
        /add-two\/solutions: reference\.js: write the reference as reference\.ts \(the JavaScript one is made from it\)$/,
      ),
      expect.stringMatching(
        /^add-two\/solutions\/reference\.js: Wrong Answer: case 0: Wrong Answer/,
      ),
      expect.stringMatching(
        /^add-two\/solutions\/wrong-same\.py: Accepted: a known-wrong solution passed every case/,
      ),
    ]);
    expect(formatCheckTable(report)).toMatch(/\| add-two .* FAIL +\|$/m);
  });
});

describe('wrongSolutionChunks', () => {
  it('orders the largest inputs first, in chunks of 1, 2, 4, … covering every case once', () => {
    const inputs = ['[1]', '[1,2,3,4]', '[1,2]', '[]', '[1,2,3]', '[9]', '[8]', '[7,7]'];
    expect(wrongSolutionChunks(inputs)).toEqual([[1], [4, 2], [7, 0, 5, 6], [3]]);
  });
});

describe('calibratedTimeMs', () => {
  it('is 3 × the slowest normalized reference, rounded up to 500 ms, at least 1000 ms', () => {
    expect(calibratedTimeMs([])).toBe(1000);
    expect(calibratedTimeMs([{ language: 'python', file: 'reference.py', slowestMs: 900 }])).toBe(
      1000,
    );
    expect(
      calibratedTimeMs([
        { language: 'cpp', file: 'reference.cpp', slowestMs: 700 },
        { language: 'java', file: 'reference.java', slowestMs: 800 },
      ]),
    ).toBe(2500);
  });

  it('rewrites only the time limit of problem.json', () => {
    const text = '{\n  "name": "X",\n  "limits": { "timeMs": 2000, "memoryMb": 128 }\n}\n';
    expect(withTimeLimit(text, 1500, 'x')).toBe(text.replace('2000', '1500'));
    expect(JSON.parse(withTimeLimit('{ "name": "X" }\n', 1000, 'x')).limits).toEqual({
      timeMs: 1000,
      memoryMb: 256,
    });
  });
});
