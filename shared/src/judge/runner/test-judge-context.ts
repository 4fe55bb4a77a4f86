import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProcessSandbox } from '../sandbox/process-sandbox.ts';
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
