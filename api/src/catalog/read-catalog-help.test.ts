import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addTwoEditorial as editorial, addTwoProblem, catalogErrorsOf } from './add-two-fixture.ts';
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
