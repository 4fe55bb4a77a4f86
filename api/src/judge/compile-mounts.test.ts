import path from 'node:path';
import { compileProgram, getLanguage } from '@zencode/shared/judge';
import { describe, expect, it } from 'vitest';
import { bubblewrapSkipReason } from '../test/skip-reason.ts';
import { bubblewrapJudgeContextPerFile } from '../test/bubblewrap-judge-context.ts';

// Skipped, saying why, where bubblewrap is unusable; under CI=true that fails the file instead.
const skipReason = await bubblewrapSkipReason();

/** A one-file program of `language`. */
function program(language: 'c' | 'cpp', code: string) {
  const file = getLanguage(language).sourceFile;
  return { files: { [file]: code }, sources: [file], entry: file };
}

describe.skipIf(skipReason !== null)(
  skipReason === null
    ? 'what a compile can read of the judge’s cache, in the bubblewrap sandbox'
    : `what a compile can read of the judge’s cache — SKIPPED, ${skipReason}`,
  () => {
    const context = bubblewrapJudgeContextPerFile('zc-compile-mounts-');

    it('cannot see another learner’s compiled program', async () => {
      const other = await compileProgram(
        getLanguage('c'),
        program('c', 'int main(void) { return 42; }\n'),
        context,
      );
      if (!other.ok || !other.artifacts) throw new Error('the first program did not compile');
      const binary = path.join(other.artifacts.dir, 'main');
      // The preprocessor says whether a path is readable: an error here means it was.
      const probe = [
        `#if __has_include("${binary}")`,
        '#error "another program in the cache is readable"',
        '#endif',
        'int main(void) { return 0; }',
        '',
      ].join('\n');
      const outcome = await compileProgram(getLanguage('c'), program('c', probe), context);
      expect(outcome.ok ? 'compiled' : outcome.message).toBe('compiled');
    }, 60_000);

    it('still reads its own prepared files (the C++ precompiled header)', async () => {
      const code =
        'int main() { std::vector<int> v{3, 1, 2}; std::sort(v.begin(), v.end()); return v[0]; }\n';
      // No #include: the header comes from the prepared dir, precompiled.
      const outcome = await compileProgram(getLanguage('cpp'), program('cpp', code), context);
      expect(outcome.ok ? 'compiled' : outcome.message).toBe('compiled');
    }, 120_000);
  },
);
