import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensurePrepared, getLanguage, type SandboxResult } from '@zencode/shared/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureJudgeCacheDir } from '../../queue/index.ts';
import { bubblewrapSkipReason, skipReason } from '../../test/skip-reason.ts';
import { BubblewrapSandbox } from '../bubblewrap-sandbox.ts';
import { loadHostileCases, type Outcome } from './hostile-case.ts';
import { hostileToolchains, missingTool } from './hostile-toolchains.ts';
import { createHostileWorld, type HostileWorld } from './hostile-world.ts';

// Skipped, saying why, where bubblewrap is unusable; under CI=true that fails the file instead.
const sandboxSkip = await bubblewrapSkipReason();
const cases = loadHostileCases();
const ordinarySource = `#include <iostream>
int main() { long sum = 0, x; while (std::cin >> x) sum += x; std::cout << sum << "\\n"; }
`;

function outcomeOf(result: SandboxResult, step: 'compile' | 'run'): Outcome {
  if (result.memoryExceeded) return 'memoryExceeded';
  if (result.timedOut) return 'timedOut';
  if (result.outputLimitExceeded) return 'outputLimitExceeded';
  if (result.exitCode === 0) return 'success';
  return step === 'compile' ? 'compileError' : 'runtimeError';
}

/** The host's shared memory (memfds, tmpfs, SysV segments) in KiB. */
async function hostShmemKb(): Promise<number> {
  const meminfo = await readFile('/proc/meminfo', 'utf8');
  const match = /^Shmem:\s+(\d+) kB/m.exec(meminfo);
  if (!match) throw new Error('/proc/meminfo has no Shmem line');
  return Number(match[1]);
}

/** The highest rise of the host's Shmem over its value at the start, until `busy` settles. */
async function peakShmemGrowthMb(busy: Promise<unknown>): Promise<number> {
  let done = false;
  void busy.finally(() => (done = true)).catch(() => undefined);
  const start = await hostShmemKb();
  let peak = start;
  while (!done) {
    peak = Math.max(peak, await hostShmemKb());
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return (peak - start) / 1024;
}

function fill(text: string, placeholders: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = placeholders[name];
    if (value === undefined) throw new Error(`unknown placeholder {{${name}}}`);
    return value;
  });
}

describe.skipIf(sandboxSkip !== null)(
  sandboxSkip === null
    ? 'hostile programs in the bubblewrap sandbox'
    : `hostile programs — SKIPPED, ${sandboxSkip}`,
  () => {
    const sandbox = new BubblewrapSandbox();
    const markers: string[] = [];
    let world: HostileWorld;
    let ordinaryDir: string;

    async function workDirFor(name: string): Promise<string> {
      const dir = path.join(world.workRoot, `case-${name}`);
      await mkdir(dir, { recursive: true });
      return dir;
    }

    /** An ordinary C++ submission, compiled once, run again and again beside the hostile one. */
    async function runOrdinaryWhile(busy: Promise<unknown>): Promise<SandboxResult[]> {
      let done = false;
      void busy.finally(() => (done = true));
      const results: SandboxResult[] = [];
      do {
        results.push(
          await sandbox.run({
            workDir: ordinaryDir,
            argv: ['./main'],
            stdin: '1 2 3 4 5\n',
            limits: hostileToolchains.cpp!.run.limits,
          }),
        );
      } while (!done);
      return results;
    }

    beforeAll(async () => {
      world = await createHostileWorld();
      process.env.ZENCODE_HOSTILE_SECRET = world.envSecret;
      ordinaryDir = await workDirFor('ordinary');
      await writeFile(path.join(ordinaryDir, 'main.cpp'), ordinarySource);
      const compiled = await sandbox.run({
        workDir: ordinaryDir,
        argv: hostileToolchains.cpp!.compile!.argv,
        limits: hostileToolchains.cpp!.compile!.limits,
      });
      expect(compiled.stderr).toBe('');
    }, 60_000);

    // Go's prepared build cache first (a minute on a busy machine), outside any case's time.
    beforeAll(async () => {
      const cacheDir = await ensureJudgeCacheDir();
      for (const toolchain of Object.values(hostileToolchains)) {
        const judgeLanguage = toolchain.compile?.judgeLanguage;
        if (judgeLanguage) await ensurePrepared(getLanguage(judgeLanguage), sandbox, cacheDir);
      }
    }, 600_000);

    afterAll(async () => {
      delete process.env.ZENCODE_HOSTILE_SECRET;
      await sandbox.close();
      await world?.close();
    });

    for (const hostile of cases) {
      it(
        hostile.name,
        async (ctx) => {
          const missing = missingTool(hostile.language);
          if (missing) ctx.skip(skipReason(`${missing} is not installed`));
          const { expect: expected } = hostile;
          const toolchain = hostileToolchains[hostile.language]!;
          const workDir = await workDirFor(hostile.name);
          await writeFile(path.join(workDir, toolchain.sourceFile), hostile.source);
          for (const [file, content] of Object.entries(expected.workDirFiles ?? {})) {
            await writeFile(path.join(workDir, file), fill(content, world.placeholders));
          }
          const marker = world.newMarker();
          markers.push(marker);
          const printed: string[] = [];
          const step = async (phase: 'compile' | 'run') => {
            const spec = phase === 'compile' ? toolchain.compile! : toolchain.run;
            const judgeLanguage =
              phase === 'compile' ? toolchain.compile!.judgeLanguage : undefined;
            const language = judgeLanguage && getLanguage(judgeLanguage);
            const prepared =
              language && (await ensurePrepared(language, sandbox, await ensureJudgeCacheDir()));
            const result = await sandbox.run({
              workDir,
              argv: spec.argv,
              stdin:
                phase === 'run' && expected.stdin ? fill(expected.stdin, world.placeholders) : '',
              env: {
                ...(language && prepared ? language.env?.(prepared) : {}),
                ZENCODE_CASE_MARKER: marker,
              },
              memoryMode: spec.memoryMode,
              limits: spec.limits,
              readOnlyDirs:
                phase === 'compile'
                  ? [...(toolchain.compile!.readOnlyDirs ?? []), ...(prepared ? [prepared] : [])]
                  : undefined,
            });
            printed.push(result.stdout, result.stderr);
            return result;
          };
          const hostileRun = (async () => {
            if (toolchain.compile) {
              const compiled = await step('compile');
              expect(expected.compile, compiled.stderr.slice(0, 500)).toContain(
                outcomeOf(compiled, 'compile'),
              );
              if (outcomeOf(compiled, 'compile') !== 'success') return undefined;
            }
            const ran = await step('run');
            expect(expected.run, ran.stderr.slice(0, 500)).toContain(outcomeOf(ran, 'run'));
            return ran;
          })();
          const [ran, ordinary, shmemGrowthMb] = await Promise.all([
            hostileRun,
            runOrdinaryWhile(hostileRun),
            peakShmemGrowthMb(hostileRun),
          ]);
          if (expected.hostShmemGrowthBelowMb !== undefined) {
            expect(shmemGrowthMb, "the host's Shmem rose by (MiB)").toBeLessThan(
              expected.hostShmemGrowthBelowMb,
            );
          }

          for (const result of ordinary) {
            expect(result, 'an ordinary submission run alongside').toMatchObject({
              exitCode: 0,
              stdout: '15\n',
            });
          }
          if (expected.run && ran) {
            for (const text of expected.stdoutIncludes ?? []) {
              expect(ran.stdout).toContain(fill(text, world.placeholders));
            }
            for (const pattern of expected.stdoutMatches ?? []) {
              expect(ran.stdout).toMatch(new RegExp(pattern, 'm'));
            }
          }
          const output = printed.join('\n');
          const mustNotPrint = (expected.mustNotPrint ?? []).map((text) =>
            fill(text, world.placeholders),
          );
          for (const secret of [...world.secrets, ...mustNotPrint]) {
            expect(output, `printed ${secret}`).not.toContain(secret);
          }
          expect(await world.harms(markers)).toEqual([]);
        },
        90_000,
      );
    }
  },
);
