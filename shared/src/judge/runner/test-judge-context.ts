import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { LanguageId } from '../../contract/signature.ts';
import { getLanguage } from '../languages/index.ts';
import { ProcessSandbox } from '../sandbox/process-sandbox.ts';
import { ensurePrepared } from './ensure-prepared.ts';
import type { JudgeOptions } from './judge-types.ts';

/**
 * What the runner tests judge with: the process sandbox (no namespaces needed) and one cache dir
 * shared by every test file, so the C++ precompiled header is built once.
 */
export function testJudgeContext(): JudgeOptions {
  const cacheDir = join(tmpdir(), 'zencode-judge-test-cache');
  mkdirSync(cacheDir, { recursive: true, mode: 0o755 });
  return { sandbox: new ProcessSandbox(), cacheDir };
}

/**
 * Builds a language's prepared dir (C++'s header, Rust's crates) before its tests, so that no
 * single test's timeout pays for it: call from a `beforeAll` with a long timeout.
 */
export async function warmUp(language: LanguageId, context: JudgeOptions): Promise<void> {
  await ensurePrepared(getLanguage(language), context.sandbox, context.cacheDir);
}

/**
 * For a test file: a new temp dir that sandboxed programs (run as another user) can read,
 * removed after the file's tests.
 */
export function readableTempDirPerFile(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
