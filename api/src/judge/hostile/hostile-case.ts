import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { hostileToolchains, languageOfCase } from './hostile-toolchains.ts';

/** What a sandboxed step ended as, from the suite's point of view. */
export const outcomes = [
  'success',
  'compileError',
  'runtimeError',
  'timedOut',
  'memoryExceeded',
  'outputLimitExceeded',
] as const;
export type Outcome = (typeof outcomes)[number];

const outcomeList = z.array(z.enum(outcomes)).min(1);

/** expect.json: the outcome a hostile program must get and what it must print or not. */
const expectation = z
  .object({
    description: z.string(),
    harm: z.string(),
    /** Fed to the program; {{placeholders}} are filled by the suite (see hostile-world.ts). */
    stdin: z.string().optional(),
    /** Extra files placed in the work dir before compiling. */
    workDirFiles: z.record(z.string(), z.string()).optional(),
    /** Allowed compile outcomes (compiled languages only). */
    compile: outcomeList.optional(),
    /** Allowed run outcomes; absent when the compile must not succeed. */
    run: outcomeList.optional(),
    stdoutIncludes: z.array(z.string()).optional(),
    /** Regular expressions (multiline) the run's stdout must match. */
    stdoutMatches: z.array(z.string()).optional(),
    mustNotPrint: z.array(z.string()).optional(),
    /**
     * The host's Shmem (/proc/meminfo) may rise less than this during the case: memory files
     * (memfd, tmpfs) count in no rlimit, so the suite watches the host itself.
     */
    hostShmemGrowthBelowMb: z.number().positive().optional(),
  })
  .strict();

export type HostileExpectation = z.infer<typeof expectation>;

export interface HostileCase {
  name: string;
  language: string;
  source: string;
  expect: HostileExpectation;
}

const casesDir = path.dirname(fileURLToPath(import.meta.url));

/** Every hostile program of this folder, with its expectations checked for consistency. */
export function loadHostileCases(): HostileCase[] {
  return readdirSync(casesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => {
      const language = languageOfCase(name);
      const toolchain = hostileToolchains[language]!;
      const dir = path.join(casesDir, name);
      const expect = expectation.parse(
        JSON.parse(readFileSync(path.join(dir, 'expect.json'), 'utf8')),
      );
      if (Boolean(toolchain.compile) !== Boolean(expect.compile)) {
        throw new Error(`${name}: "compile" must be given exactly for compiled languages`);
      }
      if (!expect.run && !expect.compile?.every((outcome) => outcome !== 'success')) {
        throw new Error(`${name}: without "run", the compile must be expected to fail`);
      }
      const source = readFileSync(path.join(dir, toolchain.sourceFile), 'utf8');
      return { name, language, source, expect };
    });
}
