import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  draftKey,
  readDraft,
  readCustomCases,
  readLastLanguage,
  writeDraft,
  writeCustomCases,
  writeLastLanguage,
} from './draft-storage.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('draft storage', () => {
  it('keeps one draft per problem and language', () => {
    const store = memoryStorage();
    writeDraft('two-sum', 'cpp', 'cpp code', store);
    writeDraft('two-sum', 'python', 'py code', store);
    expect(readDraft('two-sum', 'cpp', store)).toBe('cpp code');
    expect(readDraft('two-sum', 'python', store)).toBe('py code');
    expect(readDraft('min-stack', 'cpp', store)).toBeNull();
    clearDraft('two-sum', 'cpp', store);
    expect(readDraft('two-sum', 'cpp', store)).toBeNull();
    expect(draftKey('two-sum', 'java')).toBe('zencode:draft:two-sum:java');
  });

  it('remembers the last language of a problem', () => {
    const store = memoryStorage();
    expect(readLastLanguage('two-sum', store)).toBeNull();
    writeLastLanguage('two-sum', 'java', store);
    expect(readLastLanguage('two-sum', store)).toBe('java');
  });

  it('opens a problem not visited before in the language last chosen anywhere', () => {
    const store = memoryStorage();
    writeLastLanguage('two-sum', 'java', store);
    writeLastLanguage('min-stack', 'python', store);
    expect(readLastLanguage('merge-intervals', store)).toBe('python');
    expect(readLastLanguage('two-sum', store)).toBe('java');
  });

  it('keeps custom cases per problem, and forgets them when all are deleted', () => {
    const store = memoryStorage();
    expect(readCustomCases('two-sum', store)).toEqual([]);
    writeCustomCases('two-sum', ['[1,2]\n3', '[4]\n4'], store);
    expect(readCustomCases('two-sum', store)).toEqual(['[1,2]\n3', '[4]\n4']);
    expect(readCustomCases('min-stack', store)).toEqual([]);
    writeCustomCases('two-sum', [], store);
    expect(store.getItem('zencode:custom-cases:two-sum')).toBeNull();
    store.setItem('zencode:custom-cases:two-sum', '{not json');
    expect(readCustomCases('two-sum', store)).toEqual([]);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => writeDraft('two-sum', 'c', 'x', broken)).not.toThrow();
    expect(readDraft('two-sum', 'c', broken)).toBeNull();
  });
});
