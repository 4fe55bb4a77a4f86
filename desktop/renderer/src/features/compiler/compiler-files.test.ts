import { HELLO_WORLD_PROGRAMS } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import {
  activeFile,
  addFile,
  changeLanguage,
  closeFile,
  initialCompilerState,
  updateFile,
} from './compiler-files.ts';

describe('compiler files', () => {
  it('starts with one C++ hello world named main1.cpp', () => {
    const state = initialCompilerState();
    expect(state.files).toHaveLength(1);
    expect(activeFile(state)).toMatchObject({
      name: 'main1.cpp',
      language: 'cpp',
      code: HELLO_WORLD_PROGRAMS.cpp,
    });
  });

  it('names new files main{n}.{ext} and opens them', () => {
    const two = addFile(initialCompilerState(), 'python');
    expect(two.files.map((file) => file.name)).toEqual(['main1.cpp', 'main2.py']);
    expect(activeFile(two).name).toBe('main2.py');
    const three = addFile(two, 'java');
    expect(activeFile(three)).toMatchObject({
      name: 'main3.java',
      code: HELLO_WORLD_PROGRAMS.java,
    });
  });

  it('closes a file only while more than one is open, activating a neighbour', () => {
    const one = initialCompilerState();
    expect(closeFile(one, one.activeId)).toBe(one);
    const three = addFile(addFile(one, 'python'), 'javascript');
    const [first, second, third] = three.files;
    const closedActive = closeFile(three, third!.id);
    expect(closedActive.files.map((file) => file.name)).toEqual(['main1.cpp', 'main2.py']);
    expect(closedActive.activeId).toBe(second!.id);
    expect(closeFile({ ...three, activeId: first!.id }, second!.id).activeId).toBe(first!.id);
  });

  it('switching language renames the file and swaps an untouched hello world', () => {
    const state = initialCompilerState();
    const python = changeLanguage(state, state.activeId, 'python');
    expect(activeFile(python)).toMatchObject({
      name: 'main1.py',
      code: HELLO_WORLD_PROGRAMS.python,
    });
    const edited = updateFile(python, python.activeId, { code: 'print(input())' });
    const js = changeLanguage(edited, edited.activeId, 'javascript');
    expect(activeFile(js)).toMatchObject({ name: 'main1.js', code: 'print(input())' });
  });
});
