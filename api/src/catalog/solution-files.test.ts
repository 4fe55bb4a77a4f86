import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { solutionCode, solutionFiles } from './solution-files.ts';

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A problem folder whose solutions/ holds these files (objects written as JSON). */
function folderWith(files: Record<string, string | object>): string {
  const dir = mkdtempSync(join(tmpdir(), 'zencode-solutions-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'solutions'));
  for (const [name, content] of Object.entries(files))
    writeFileSync(
      join(dir, 'solutions', name),
      typeof content === 'string' ? content : JSON.stringify(content),
    );
  return dir;
}

const python =
  'class Solution:\n    def addTwo(self, a: int, b: int) -> int:\n        return a + b\n';
const typescript = 'function addTwo(a: number, b: number): number {\n  return a + b;\n}\n';
const offByOne = {
  of: 'reference.py',
  why: 'adds one',
  change: [{ find: 'a + b', to: 'a + b + 1' }],
};

/** The code of the solution file named `file` in `dir`. */
const codeOf = (dir: string, file: string) =>
  solutionCode(solutionFiles(dir).find((solution) => solution.file === file)!);

describe('solutionFiles and solutionCode', () => {
  it('lists a mutant as a known-wrong solution in its language and judges its reference, changed', () => {
    const dir = folderWith({
      'reference.py': python,
      'wrong-off-by-one.py.mutant.json': offByOne,
      'reference.py.mutant.json': offByOne,
    });
    expect(
      solutionFiles(dir).map(({ file, kind, language, mutant }) => [file, kind, language, mutant]),
    ).toEqual([
      ['reference.py', 'reference', 'python', false],
      ['wrong-off-by-one.py.mutant.json', 'wrong', 'python', true],
    ]);
    expect(codeOf(dir, 'wrong-off-by-one.py.mutant.json')).toBe(
      python.replace('a + b', 'a + b + 1'),
    );
  });

  it('makes a JavaScript mutant of reference.ts from the changed TypeScript, its types stripped', () => {
    const dir = folderWith({
      'reference.ts': typescript,
      'wrong.js.mutant.json': { ...offByOne, of: 'reference.ts' },
      'wrong.ts.mutant.json': {
        ...offByOne,
        of: 'reference.ts',
        change: [{ find: 'a + b', to: 'a - b' }],
      },
    });
    expect(codeOf(dir, 'wrong.js.mutant.json')).toBe(
      'function addTwo(a, b) {\n  return a + b + 1;\n}\n',
    );
    expect(codeOf(dir, 'wrong.ts.mutant.json')).toBe(typescript.replace('a + b', 'a - b'));
  });

  it('refuses a mutant whose reference is missing or in another language, naming the file', () => {
    const dir = folderWith({
      'reference.py': python,
      'reference.ts': typescript,
      'wrong.java.mutant.json': offByOne,
      'wrong.py.mutant.json': { ...offByOne, of: 'reference.cpp' },
    });
    expect(() => codeOf(dir, 'wrong.java.mutant.json')).toThrow(
      /solutions\/wrong\.java\.mutant\.json: of: reference\.py is not a Java reference in .*solutions$/,
    );
    expect(() => codeOf(dir, 'wrong.py.mutant.json')).toThrow(
      /wrong\.py\.mutant\.json: of: reference\.cpp is not a Python reference/,
    );
  });

  it('refuses unknown keys, bad JSON and a find that is not in the reference', () => {
    const dir = folderWith({
      'reference.py': python,
      'wrong-a.py.mutant.json': { ...offByOne, because: 'x' },
      'wrong-b.py.mutant.json': '{ "of": ',
      'wrong-c.py.mutant.json': { ...offByOne, change: [{ find: 'a * b', to: 'a' }] },
    });
    expect(() => codeOf(dir, 'wrong-a.py.mutant.json')).toThrow(
      /wrong-a\.py\.mutant\.json: \(top level\): unknown field because$/,
    );
    expect(() => codeOf(dir, 'wrong-b.py.mutant.json')).toThrow(
      /wrong-b\.py\.mutant\.json: not valid JSON/,
    );
    expect(() => codeOf(dir, 'wrong-c.py.mutant.json')).toThrow(
      /wrong-c\.py\.mutant\.json: change 1: "a \* b" is not in reference\.py/,
    );
  });
});
