import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addTwoEditorial, addTwoProblem, catalogErrorsOf } from './add-two-fixture.ts';
import { readCatalog } from './read-catalog.ts';

const validProblem = addTwoProblem;
const validCases = [
  { input: '1\n2', output: '3', public: true },
  { input: '5\n-5', output: '0', public: false },
];

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A catalogue with one folder; files given as null are left out. */
function catalogWith(files: Record<string, string | object | null>, slug = 'add-two') {
  const root = mkdtempSync(join(tmpdir(), 'zencode-catalog-'));
  dirs.push(root);
  const dir = join(root, slug);
  mkdirSync(dir);
  const all: Record<string, string | object | null> = {
    'problem.json': validProblem,
    'statement.md': 'Add **a** and **b**.',
    'editorial.md': addTwoEditorial,
    'cases.json': validCases,
    ...files,
  };
  for (const [name, content] of Object.entries(all)) {
    if (content === null) continue;
    const path = join(dir, name);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  }
  return root;
}

describe('readCatalog', () => {
  it('reads a valid folder with defaults and reference solutions', () => {
    const root = catalogWith({
      'solutions/reference.py': 'class Solution: ...',
      'solutions/wrong.py': 'class Solution: pass',
      'solutions/notes.txt': 'x',
    });
    const [problem] = readCatalog(root);
    expect(problem).toMatchObject({
      slug: 'add-two',
      name: 'Add Two',
      statement: 'Add **a** and **b**.',
      checker: 'exact',
      limits: { timeMs: 2000, memoryMb: 256 },
      constraints: [],
      cases: validCases,
      solutions: { python: 'class Solution: ...' },
    });
  });

  it('names a missing file', () => {
    expect(catalogErrorsOf(catalogWith({ 'cases.json': null }))).toEqual([
      expect.stringMatching(/add-two\/cases\.json: missing$/),
    ]);
    expect(catalogErrorsOf(catalogWith({ 'statement.md': '  \n' }))).toEqual([
      expect.stringMatching(/add-two\/statement\.md: empty$/),
    ]);
  });

  it('names a file that is not JSON', () => {
    expect(catalogErrorsOf(catalogWith({ 'problem.json': '{ "name": ' }))).toEqual([
      expect.stringMatching(/add-two\/problem\.json: not valid JSON/),
    ]);
  });

  it('names the file and field of a wrong value', () => {
    const errors = catalogErrorsOf(
      catalogWith({ 'problem.json': { ...validProblem, difficulty: 'Trivial' } }),
    );
    expect(errors).toEqual([expect.stringMatching(/add-two\/problem\.json: difficulty: /)]);
  });

  it('names a nested field of the signature', () => {
    const signature = { ...validProblem.signature, params: [{ name: 'a', type: 'int' }] };
    const errors = catalogErrorsOf(catalogWith({ 'problem.json': { ...validProblem, signature } }));
    expect(errors.join('\n')).toMatch(/problem\.json: signature\.params\.0\.type: Unknown type/);
  });

  it('names unknown fields', () => {
    const errors = catalogErrorsOf(
      catalogWith({ 'problem.json': { ...validProblem, difficuly: 'Easy' } }),
    );
    expect(errors).toEqual([
      expect.stringMatching(/problem\.json: \(top level\): unknown field difficuly/),
    ]);
  });

  it('names a bad case and checks the number of input lines against the signature', () => {
    const errors = catalogErrorsOf(
      catalogWith({
        'cases.json': [
          { input: '1\n2', output: '3', public: true },
          { input: '1', output: 3, public: false },
        ],
      }),
    );
    expect(errors).toEqual([expect.stringMatching(/cases\.json: 1\.output: /)]);
    const lines = catalogErrorsOf(
      catalogWith({ 'cases.json': [{ input: '1', output: '1', public: true }] }),
    );
    expect(lines).toEqual([
      expect.stringMatching(/cases\.json: 0\.input: Expected 2 input line\(s\)/),
    ]);
    const syntax = catalogErrorsOf(
      catalogWith({ 'cases.json': [{ input: '[1,\n2', output: '1', public: true }] }),
    );
    expect(syntax).toEqual([expect.stringMatching(/cases\.json: 0\.input: /)]);
    const output = catalogErrorsOf(
      catalogWith({ 'cases.json': [{ input: '1\n2', output: '[3', public: true }] }),
    );
    expect(output).toEqual([expect.stringMatching(/cases\.json: 0\.output: /)]);
  });

  it('checks class-design sessions against the class name', () => {
    const signature = {
      kind: 'class',
      className: 'Counter',
      constructorParams: [],
      methods: [{ name: 'next', params: [], return: { type: 'integer' } }],
    };
    const examples = [{ input: '["Counter","next"]\n[[],[]]', output: '[null,1]' }];
    const problem = { ...validProblem, signature, examples };
    const good = { input: '["Counter","next"]\n[[],[]]', output: '[null,1]', public: true };
    expect(
      readCatalog(catalogWith({ 'problem.json': problem, 'cases.json': [good] })),
    ).toHaveLength(1);
    const wrongClass = { ...good, input: '["Timer","next"]\n[[],[]]' };
    expect(
      catalogErrorsOf(catalogWith({ 'problem.json': problem, 'cases.json': [wrongClass] })),
    ).toEqual([expect.stringMatching(/0\.input: The first call must be Counter/)]);
    const uneven = { ...good, input: '["Counter","next"]\n[[]]' };
    expect(
      catalogErrorsOf(catalogWith({ 'problem.json': problem, 'cases.json': [uneven] })),
    ).toEqual([expect.stringMatching(/0\.input: Expected two lines/)]);
  });

  it('checks each value against its parameter type', () => {
    const errors = catalogErrorsOf(
      catalogWith({ 'cases.json': [{ input: '1\n"two"', output: '3', public: true }] }),
    );
    expect(errors).toEqual([expect.stringMatching(/cases\.json: 0\.input: b: /)]);
  });

  it('requires the examples to be the public cases, in order', () => {
    const twoExamples = {
      ...validProblem,
      examples: [...validProblem.examples, { input: 'a = 5, b = -5', output: '0' }],
    };
    expect(catalogErrorsOf(catalogWith({ 'problem.json': twoExamples }))).toEqual([
      expect.stringMatching(/problem\.json: examples: 2 example\(s\) but 1 public case\(s\)/),
    ]);
    const shownWrong = { ...validProblem, examples: [{ input: 'a=1, b=2', output: '4' }] };
    expect(catalogErrorsOf(catalogWith({ 'problem.json': shownWrong }))).toEqual([
      expect.stringMatching(/problem\.json: examples\.0\.input: expected "a = 1, b = 2"/),
      expect.stringMatching(
        /problem\.json: examples\.0\.output: "4" but the reference answers "3"/,
      ),
    ]);
  });

  it('requires a public case', () => {
    const errors = catalogErrorsOf(
      catalogWith({ 'cases.json': [{ input: '1\n2', output: '3', public: false }] }),
    );
    expect(errors).toEqual([
      expect.stringMatching(/cases\.json: \(top level\): at least one case must be public/),
    ]);
  });

  it('rejects folder names that are not slugs', () => {
    expect(catalogErrorsOf(catalogWith({}, 'Add_Two'))).toEqual([
      expect.stringMatching(/Add_Two: folder names/),
    ]);
  });
});

describe('the shipped catalogue', () => {
  const problems = readCatalog();

  it('has the shipped problems, Two Sum first, each at its own position', () => {
    const slugs = problems.map((problem) => problem.slug);
    for (const slug of ['two-sum', 'move-zeroes', 'min-stack', 'zen-garden-sum'])
      expect(slugs).toContain(slug);
    expect([...problems].sort((a, b) => a.order - b.order)[0]!.slug).toBe('two-sum');
    expect(new Set(problems.map((problem) => problem.order)).size).toBe(problems.length);
  });

  // Problems whose whole input space is smaller than 20 cases: every possible input is a case.
  const everyInput: Record<string, number> = { 'generate-parentheses': 8, 'n-queens': 9 };

  it.each(problems.map((problem) => [problem.slug, problem] as const))(
    '%s has examples as its public cases and at least 20 hidden cases',
    (slug, problem) => {
      const publicCases = problem.cases.filter((testcase) => testcase.public);
      expect(publicCases.length).toBe(problem.examples.length);
      if (slug in everyInput) expect(problem.cases).toHaveLength(everyInput[slug]!);
      else expect(problem.cases.length - publicCases.length).toBeGreaterThanOrEqual(20);
    },
  );
});
