import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LanguageId } from '@zencode/shared/contract';
import { z } from 'zod';

/** The file each recorded language's attack is written in: a Two Sum solution. */
export const attackFiles = {
  python: 'solution.py',
  javascript: 'solution.js',
  typescript: 'solution.ts',
  java: 'Solution.java',
  cpp: 'solution.cpp',
} as const satisfies Partial<Record<LanguageId, string>>;
export type AttackLanguage = keyof typeof attackFiles;

const outcomeKind = z.enum(['returned', 'exception', 'timeout']);
/** `tampered` and `recorderLost` are the notices of `shared/contract`'s messages. */
const noticeKind = z.enum(['tampered', 'recorderLost', 'none']);
const oneOrMore = <T extends z.ZodTypeAny>(item: T) =>
  z.union([item, z.array(item).min(1)]).transform((value) => [value].flat() as z.infer<T>[]);

/** expect.json: how a Replay of the attack must end, besides what every attack must hold. */
const expectation = z
  .object({
    description: z.string(),
    harm: z.string(),
    /** The outcomes allowed; `returned` is checked for the right answer to Two Sum [3,2,4], 6. */
    outcome: oneOrMore(outcomeKind),
    /** The notices allowed; absent: any. */
    notice: oneOrMore(noticeKind).optional(),
    /** Lines the attack runs after it struck that must still have steps (the recording went on). */
    stepsOnLines: z.array(z.number().int().min(1)).optional(),
    /** Locals whose display text must hold the cut mark at their last step. */
    cutLocals: z.array(z.string()).optional(),
  })
  .strict();

export type ReplayAttackExpectation = z.infer<typeof expectation>;

export interface ReplayAttack {
  name: string;
  language: AttackLanguage;
  code: string;
  expect: ReplayAttackExpectation;
}

const attacksDir = path.dirname(fileURLToPath(import.meta.url));

/** Every attack of this folder: `<attack>-<language>/` with its solution and expect.json. */
export function loadReplayAttacks(): ReplayAttack[] {
  return readdirSync(attacksDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => {
      const language = name.slice(name.lastIndexOf('-') + 1);
      if (!(language in attackFiles)) throw new Error(`${name}: no recorder for "${language}"`);
      const dir = path.join(attacksDir, name);
      const file = attackFiles[language as AttackLanguage];
      return {
        name,
        language: language as AttackLanguage,
        code: readFileSync(path.join(dir, file), 'utf8'),
        expect: expectation.parse(JSON.parse(readFileSync(path.join(dir, 'expect.json'), 'utf8'))),
      };
    });
}
