import { describe, expect, it } from 'vitest';
import { languageLabel, normalizeLanguage } from './language.ts';

describe('normalizeLanguage', () => {
  it.each([
    ['cpp', 'cpp'],
    ['c', 'c'],
    ['python', 'python'],
    ['py', 'python'],
    ['PY', 'python'],
    ['js', 'javascript'],
    [' JavaScript ', 'javascript'],
    ['java', 'java'],
    ['ts', 'typescript'],
    ['TypeScript', 'typescript'],
  ])('reads %j as %s', (name, id) => {
    expect(normalizeLanguage(name)).toBe(id);
  });

  it.each(['', 'c++', 'ruby', 'tsx', 'constructor', '__proto__'])('knows nothing of %j', (name) => {
    expect(normalizeLanguage(name)).toBeNull();
  });
});

describe('languageLabel', () => {
  it('labels every language', () => {
    expect(languageLabel('cpp')).toBe('C++');
    expect(languageLabel('c')).toBe('C');
    expect(languageLabel('python')).toBe('Python');
    expect(languageLabel('javascript')).toBe('JavaScript');
    expect(languageLabel('java')).toBe('Java');
    expect(languageLabel('typescript')).toBe('TypeScript');
  });
});
