import { describe, expect, it } from 'vitest';
import { languages } from '../judge/languages/index.ts';
import { HELLO_WORLD_PROGRAMS } from './hello-world.ts';

describe('HELLO_WORLD_PROGRAMS', () => {
  it("matches the judge's hello-world of every language", () => {
    for (const language of languages) {
      expect(HELLO_WORLD_PROGRAMS[language.id]).toBe(language.helloWorld);
    }
  });
});
