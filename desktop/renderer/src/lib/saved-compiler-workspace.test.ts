import { describe, expect, it } from 'vitest';
import { parseSavedCompilerWorkspace } from './saved-compiler-workspace.ts';

const python = { id: 'f1', name: 'main1.py', language: 'python', code: 'print(1)', output: null };
const java = {
  id: 'f2',
  name: 'main2.java',
  language: 'java',
  code: 'class Main {}',
  output: { stdout: '1\n', error: '', success: true },
};

describe('parseSavedCompilerWorkspace', () => {
  it('reads saved files back whole', () => {
    const saved = { files: [python, java], activeId: 'f2', input: '3\n' };
    expect(parseSavedCompilerWorkspace(JSON.stringify(saved))).toEqual({
      workspace: saved,
      complete: true,
    });
  });

  it('keeps every readable file of a damaged entry and says it is not complete', () => {
    const saved = {
      files: [python, { id: 'f3', name: 'x.rb', language: 'ruby', code: 'puts 1' }, java],
      activeId: 'f3',
    };
    expect(parseSavedCompilerWorkspace(JSON.stringify(saved))).toEqual({
      workspace: { files: [python, java], activeId: 'f1', input: '' },
      complete: false,
    });
    // An output that cannot be read costs the output, never the code.
    const oddOutput = { ...java, output: { stdout: 1 } };
    expect(
      parseSavedCompilerWorkspace(JSON.stringify({ files: [oddOutput], activeId: 'f2', input: '' }))
        .workspace?.files,
    ).toEqual([{ ...java, output: null }]);
    // Saved before outputs were kept: no output yet.
    const { output: _, ...withoutOutput } = python;
    expect(
      parseSavedCompilerWorkspace(JSON.stringify({ files: [withoutOutput], input: '' })).workspace
        ?.files,
    ).toEqual([python]);
  });

  it('reads nothing from garbage', () => {
    for (const text of ['not json', '[]', '42', JSON.stringify({ files: [{ id: 1 }] }), null])
      expect(parseSavedCompilerWorkspace(text)).toEqual({ workspace: null, complete: false });
  });
});
