import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addTwoEditorial as editorial,
  addTwoProblem,
  addTwoTeachingEditorial as teaching,
  catalogErrorsOf,
} from './add-two-fixture.ts';
import { readCatalog } from './read-catalog.ts';

const cases = [{ input: '1\n2', output: '3', public: true }];

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A catalogue of add-two (with the given help) and a second folder, other-one. */
function catalogWith(help: object, editorialText: string | null = editorial) {
  const root = mkdtempSync(join(tmpdir(), 'zencode-catalog-help-'));
  dirs.push(root);
  for (const slug of ['add-two', 'other-one']) {
    const dir = join(root, slug);
    mkdirSync(dir);
    const problem = slug === 'add-two' ? { ...addTwoProblem, ...help } : addTwoProblem;
    writeFileSync(join(dir, 'problem.json'), JSON.stringify(problem));
    writeFileSync(join(dir, 'statement.md'), 'Add a and b.');
    writeFileSync(join(dir, 'cases.json'), JSON.stringify(cases));
    const text = slug === 'add-two' ? editorialText : editorial;
    if (text !== null) writeFileSync(join(dir, 'editorial.md'), text);
  }
  return root;
}

const goodHelp = {
  pattern: 'math-geometry',
  hints: ['What does + do?', 'Return a + b.'],
  similar: ['other-one'],
};

describe('readCatalog: pattern, hints, similar and editorial.md', () => {
  it('reads them', () => {
    const [problem] = readCatalog(catalogWith(goodHelp));
    expect(problem).toMatchObject({ slug: 'add-two', ...goodHelp, editorial: editorial.trim() });
  });

  it('requires all four: pattern, hints, similar and editorial.md', () => {
    const { pattern: _pattern, hints: _hints, similar: _similar, ...without } = addTwoProblem;
    const root = catalogWith({}, null);
    writeFileSync(join(root, 'add-two', 'problem.json'), JSON.stringify(without));
    expect(catalogErrorsOf(root)).toEqual([
      expect.stringMatching(/add-two\/problem\.json: pattern: /),
      expect.stringMatching(/add-two\/problem\.json: hints: /),
      expect.stringMatching(/add-two\/problem\.json: similar: /),
    ]);
    expect(catalogErrorsOf(catalogWith({}, null))).toEqual([
      expect.stringMatching(/add-two\/editorial\.md: missing$/),
    ]);
  });

  it('rejects a pattern outside the 18', () => {
    expect(catalogErrorsOf(catalogWith({ ...goodHelp, pattern: 'sorting' }))).toEqual([
      expect.stringMatching(/add-two\/problem\.json: pattern: .*arrays-hashing/),
    ]);
  });

  it('wants 2 or 3 hints', () => {
    expect(catalogErrorsOf(catalogWith({ ...goodHelp, hints: ['only one'] }))).toEqual([
      expect.stringMatching(/problem\.json: hints: .*2/),
    ]);
    expect(catalogErrorsOf(catalogWith({ ...goodHelp, hints: ['a', 'b', 'c', 'd'] }))).toEqual([
      expect.stringMatching(/problem\.json: hints: .*3/),
    ]);
    expect(catalogErrorsOf(catalogWith({ ...goodHelp, hints: ['a', '  '] }))).toEqual([
      expect.stringMatching(/problem\.json: hints\.1: /),
    ]);
  });

  it('wants similar slugs that are catalogue folders, never the problem itself', () => {
    expect(catalogErrorsOf(catalogWith({ ...goodHelp, similar: ['no-such-problem'] }))).toEqual([
      expect.stringMatching(/problem\.json: similar: no problem folder no-such-problem$/),
    ]);
    expect(catalogErrorsOf(catalogWith({ ...goodHelp, similar: ['add-two'] }))).toEqual([
      expect.stringMatching(/problem\.json: similar: lists itself$/),
    ]);
    expect(
      catalogErrorsOf(catalogWith({ ...goodHelp, similar: ['a', 'b', 'c', 'd', 'e'] })),
    ).toEqual([expect.stringMatching(/problem\.json: similar: .*4/)]);
  });

  it("checks the editorial's three sections, numbered steps, time and space, and no code", () => {
    const wrong = (text: string) => catalogErrorsOf(catalogWith(goodHelp, text));
    expect(wrong(editorial.replace('## Approach', '## Steps'))).toEqual([
      expect.stringMatching(
        /editorial\.md: its headings must be exactly ## Idea, ## Approach, ## Complexity/,
      ),
    ]);
    expect(wrong(editorial.replace('1. Return a + b.', 'Return a + b.'))).toEqual([
      expect.stringMatching(/editorial\.md: ## Approach must be numbered steps/),
    ]);
    expect(wrong(editorial.replace('- Space: O(1), nothing stored.', ''))).toEqual([
      expect.stringMatching(/editorial\.md: ## Complexity must state the time and the space/),
    ]);
    expect(wrong(editorial.replace('Add them.', '```\nreturn a + b\n```'))).toEqual([
      expect.stringMatching(/editorial\.md: no code blocks/),
    ]);
    expect(wrong(editorial.replace('Add them.', ''))).toEqual([
      expect.stringMatching(/editorial\.md: ## Idea is empty/),
    ]);
  });
});

describe('readCatalog: a teaching editorial against its solutions', () => {
  const referencePy = 'class Solution:\n    def addTwo(self, a, b):\n        return a + b\n';
  /** add-two with the teaching editorial `text` and these solutions/ files. */
  function teachingCatalog(text: string, files: Record<string, string>) {
    const root = catalogWith(goodHelp, text);
    mkdirSync(join(root, 'add-two', 'solutions'));
    for (const [file, code] of Object.entries(files))
      writeFileSync(join(root, 'add-two', 'solutions', file), code);
    return root;
  }
  const brute = 'class Solution:\n    def addTwo(self, a, b):\n        return a + b  # slowly\n';

  it('reads it with the code of its slower approach by language', () => {
    const [problem] = readCatalog(
      teachingCatalog(teaching, { 'reference.py': referencePy, 'wrong-brute.py': brute }),
    );
    expect(problem!.editorial).toBe(teaching.trim());
    expect(problem!.approachCode).toEqual({ 'wrong-brute': { python: brute } });
  });

  it('gives an old-format editorial no approach code', () => {
    const [problem] = readCatalog(teachingCatalog(editorial, { 'reference.py': referencePy }));
    expect(problem!.approachCode).toEqual({});
  });

  it('names the approach whose marker names a file that does not exist', () => {
    expect(catalogErrorsOf(teachingCatalog(teaching, { 'reference.py': referencePy }))).toEqual(
      [
        'catalog/add-two/editorial.md: Approach 1 (Count up): <!-- code: wrong-brute --> names solutions/wrong-brute.<ext>, and there is none',
      ].map((line) => expect.stringContaining(line.slice('catalog/'.length))),
    );
    const onePython = teaching.replace('code: reference -->', 'code: reference.java -->');
    expect(
      catalogErrorsOf(
        teachingCatalog(onePython, { 'reference.py': referencePy, 'wrong-brute.py': brute }),
      ),
    ).toEqual([
      expect.stringMatching(
        /add-two\/editorial\.md: Approach 2 \(Add\): <!-- code: reference\.java --> names solutions\/reference\.java, which does not exist$/,
      ),
      expect.stringMatching(
        /add-two\/editorial\.md: solutions\/reference\.py is claimed by no approach: mark the approach it implements with <!-- code: reference\.py -->/,
      ),
    ]);
  });

  it('has every reference claimed by exactly one approach', () => {
    const files = {
      'reference.py': referencePy,
      'reference.go': 'package main\n',
      'wrong-brute.py': brute,
    };
    // reference.py has its own approach; `reference` claims the rest (reference.go).
    const split = teaching.replace('code: wrong-brute -->', 'code: reference.py -->');
    expect(readCatalog(teachingCatalog(split, files))).toHaveLength(2);
    // Both named on their own: `reference` is left with nothing to claim.
    const three = split.replace(
      '## Pitfalls',
      '## Approach 3: Go\n\n<!-- code: reference.go -->\n\n' +
        '**Idea.** Same.\n\n**Why it works.** Same.\n\n**Steps.**\n\n1. Add.\n\n' +
        '- Time: O(1): one addition.\n- Space: O(1): nothing.\n\n## Pitfalls',
    );
    expect(catalogErrorsOf(teachingCatalog(three, files))).toEqual([
      expect.stringMatching(
        /add-two\/editorial\.md: Approach 2 \(Add\): <!-- code: reference --> claims no file: every reference is named by its own approach$/,
      ),
    ]);
  });

  it("wants the worked example to reach Example 1's answer", () => {
    const wrongAnswer = teaching.replace('1 + 2 = 3, the answer.', 'The answer is 4.');
    expect(
      catalogErrorsOf(
        teachingCatalog(wrongAnswer, { 'reference.py': referencePy, 'wrong-brute.py': brute }),
      ),
    ).toEqual([
      expect.stringMatching(
        /add-two\/editorial\.md: ## Worked example must end with Example 1's answer, 3$/,
      ),
    ]);
  });

  it('reports the format problems of a teaching editorial with the file', () => {
    const noPitfalls =
      teaching.slice(0, teaching.indexOf('## Pitfalls')) +
      teaching.slice(teaching.indexOf('## Worked example'));
    expect(
      catalogErrorsOf(
        teachingCatalog(noPitfalls, { 'reference.py': referencePy, 'wrong-brute.py': brute }),
      ),
    ).toEqual([
      expect.stringMatching(
        /add-two\/editorial\.md: after the approaches come exactly ## Pitfalls then ## Worked example/,
      ),
    ]);
  });
});
