import { describe, expect, it } from 'vitest';
import { DRAFT_MAX_LENGTH } from '@zencode/shared/contract';
import { readLastLanguage, writeLastLanguage } from './draft-storage.ts';
import {
  createLocalLearnerWork,
  draftKey,
  readLocalLearnerWork,
} from '@/lib/local-learner-work.ts';
import { memoryStorage } from '@/lib/memory-storage.ts';
import { throwingStorage } from '@/lib/throwing-storage.ts';

describe('draft storage', () => {
  it('keeps one draft per problem and language', () => {
    const work = createLocalLearnerWork(memoryStorage());
    work.writeDraft('two-sum', 'cpp', 'cpp code');
    work.writeDraft('two-sum', 'python', 'py code');
    expect(work.readDraft('two-sum', 'cpp')).toBe('cpp code');
    expect(work.readDraft('two-sum', 'python')).toBe('py code');
    expect(work.readDraft('min-stack', 'cpp')).toBeNull();
    work.clearDraft('two-sum', 'cpp');
    expect(work.readDraft('two-sum', 'cpp')).toBeNull();
    expect(draftKey('two-sum', 'java')).toBe('zencode:draft:two-sum:java');
  });

  it('lists every draft and custom-case set it keeps (what the account sync sends), and nothing else', () => {
    const storage = memoryStorage({ 'zencode:language:two-sum': 'python', theme: 'dark' });
    const work = createLocalLearnerWork(storage);
    work.writeDraft('two-sum', 'python', 'py code');
    work.writeCustomCases('two-sum', ['[1]\n1']);
    expect(work.scope).toBe('');
    expect(work.listDrafts()).toEqual([
      { problemId: 'two-sum', language: 'python', code: 'py code' },
    ]);
    expect(work.listCustomCases()).toEqual([{ problemId: 'two-sum', inputs: ['[1]\n1'] }]);
    expect(createLocalLearnerWork(null).listDrafts()).toEqual([]);
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
    const work = createLocalLearnerWork(store);
    expect(work.readCustomCases('two-sum')).toEqual([]);
    work.writeCustomCases('two-sum', ['[1,2]\n3', '[4]\n4']);
    expect(work.readCustomCases('two-sum')).toEqual(['[1,2]\n3', '[4]\n4']);
    expect(work.readCustomCases('min-stack')).toEqual([]);
    work.writeCustomCases('two-sum', []);
    expect(store.getItem('zencode:custom-cases:two-sum')).toBeNull();
    store.setItem('zencode:custom-cases:two-sum', '{not json');
    expect(work.readCustomCases('two-sum')).toEqual([]);
  });

  it('survives a storage that throws', () => {
    const work = createLocalLearnerWork(throwingStorage());
    expect(() => work.writeDraft('two-sum', 'c', 'x')).not.toThrow();
    expect(() => work.writeCustomCases('two-sum', ['1'])).not.toThrow();
    expect(work.readDraft('two-sum', 'c')).toBeNull();
    expect(work.readCustomCases('two-sum')).toEqual([]);
  });

  it('lists what localStorage holds, leaving keys it cannot read', () => {
    const store = memoryStorage();
    const work = createLocalLearnerWork(store);
    work.writeDraft('two-sum', 'cpp', 'cpp code');
    work.writeDraft('a:b', 'python', 'colon id');
    work.writeCustomCases('two-sum', ['[1]\n1']);
    writeLastLanguage('two-sum', 'cpp', store);
    store.setItem('zencode:draft:two-sum:cobol', 'not a language');
    store.setItem('zencode:draft:two-sum:c', 'x'.repeat(DRAFT_MAX_LENGTH + 1));
    store.setItem('theme', 'dark');
    const found = readLocalLearnerWork(store);
    expect(found.work).toEqual({
      drafts: [
        { problemId: 'two-sum', language: 'cpp', code: 'cpp code' },
        { problemId: 'a:b', language: 'python', code: 'colon id' },
      ],
      customCases: [{ problemId: 'two-sum', inputs: ['[1]\n1'] }],
    });
    expect(found.keys).toEqual([
      'zencode:draft:two-sum:cpp',
      'zencode:draft:a:b:python',
      'zencode:custom-cases:two-sum',
    ]);
  });
});
