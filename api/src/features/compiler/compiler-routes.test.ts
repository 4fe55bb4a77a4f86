import {
  compilerStoppedMessage,
  messages,
  type CompilerResponse,
  type LanguageId,
} from '@zencode/shared/contract';
import { probeToolchains } from '@zencode/shared/judge';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createJudgeWorld, type JudgeWorld } from '../submissions/judge-test-kit.ts';
import { judgeWorldPerFile } from '../submissions/judge-world-per-file-test-kit.ts';

const file = judgeWorldPerFile({ workers: 0 });

/** A program per language that greets the first line of stdin. */
const greeters: Record<LanguageId, string> = {
  cpp: '#include <iostream>\n#include <string>\nint main() { std::string s; std::getline(std::cin, s); std::cout << "hello " << s << "\\n"; }\n',
  c: '#include <stdio.h>\n#include <string.h>\nint main(void) { char s[64]; if (!fgets(s, sizeof s, stdin)) return 1; s[strcspn(s, "\\n")] = 0; printf("hello %s\\n", s); return 0; }\n',
  python: 'print("hello " + input())\n',
  javascript:
    "const s = require('fs').readFileSync(0, 'utf8').split('\\n')[0];\nconsole.log('hello ' + s);\n",
  typescript:
    "const s: string = require('fs').readFileSync(0, 'utf8').split('\\n')[0];\nconsole.log('hello ' + s);\n",
  java: 'import java.util.Scanner;\npublic class Main {\n  public static void main(String[] args) {\n    System.out.println("hello " + new Scanner(System.in).nextLine());\n  }\n}\n',
  go: 'package main\n\nimport (\n\t"bufio"\n\t"fmt"\n\t"os"\n)\n\nfunc main() {\n\tline, _ := bufio.NewReader(os.Stdin).ReadString(\'\\n\')\n\tfmt.Printf("hello %s", line)\n}\n',
  rust: 'use std::io::BufRead;\n\nfn main() {\n    let mut line = String::new();\n    std::io::stdin().lock().read_line(&mut line).unwrap();\n    print!("hello {}", line);\n}\n',
};

const compile = (body: object) => file.world.post('/api/compiler', body);

describe('POST /api/compiler', async () => {
  const available = (await probeToolchains()).filter((language) => language.available);

  it.each(available.map((language) => [language.id]))(
    'runs a %s program with stdin',
    async (language) => {
      const response = await compile({ language, code: greeters[language], input: 'zen\n' });
      expect(response.status).toBe(200);
      const body = (await response.json()) as CompilerResponse;
      expect(body).toMatchObject({ success: true, output: { stdout: 'hello zen\n', stderr: '' } });
      expect(body.error).toBeUndefined();
    },
    120_000,
  );

  it('reports a compile error with the compiler output', async () => {
    const body = (await (
      await compile({ language: 'cpp', code: 'int main() { oops }' })
    ).json()) as CompilerResponse;
    expect(body.success).toBe(false);
    expect(body.error).toMatch(/oops/);
    expect(body.message).toBe('Compiler error');
  }, 120_000);

  it('reports a failing program with its stderr and exit code', async () => {
    const code =
      'import sys\nprint("partial")\nprint("bad things", file=sys.stderr)\nsys.exit(3)\n';
    const body = (await (await compile({ language: 'py', code })).json()) as CompilerResponse;
    expect(body).toMatchObject({
      success: false,
      output: { stdout: 'partial\n', stderr: 'bad things' },
      exitCode: 3,
    });
    expect(body.error).toMatch(/3/);
  }, 120_000);

  it('needs a signed-in user and a known language', async () => {
    const visitor = await file.world.app.request('/api/compiler', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'python', code: 'print(1)' }),
    });
    expect(visitor.status).toBe(401);
    expect((await compile({ language: 'brainfuck', code: '+' })).status).toBe(400);
  });
});

/**
 * Runs `check` on a judge world of its own (a fresh database, no workers, `options`), closed and
 * dropped afterwards: for limits the file's shared world must not have.
 */
async function withOwnWorld(
  options: Omit<Parameters<typeof createJudgeWorld>[1], 'workers'>,
  check: (world: JudgeWorld, database: TestDatabase) => Promise<void>,
): Promise<void> {
  const database = await createTestDatabase();
  const world = await createJudgeWorld(database, { workers: 0, ...options });
  try {
    await check(world, database);
  } finally {
    await world.close();
    await database.destroy();
  }
}

describe('rate limits', () => {
  it('answers 429 past the per-user limit', async () => {
    await withOwnWorld(
      { policy: { compilePerUser: { limit: 2, windowMs: 60_000 } } },
      async (limited) => {
        const body = { language: 'python', code: 'print(1)' };
        expect((await limited.post('/api/compiler', body)).status).toBe(200);
        expect((await limited.post('/api/compiler', body)).status).toBe(200);
        expect((await limited.post('/api/compiler', body)).status).toBe(429);
        expect((await limited.post('/api/compiler', body, 1)).status).toBe(200);
      },
    );
  }, 120_000);

  it('stops a sleeper and a busy loop at the compiler limits, saying so', async () => {
    await withOwnWorld(
      { env: { COMPILER_CPU_MS: '1000', COMPILER_WALL_MS: '2000' } },
      async (strict) => {
        const stopped = compilerStoppedMessage({ cpuMs: 1000, wallMs: 2000 });
        expect(stopped).toContain('1 s of CPU time, 2 s in all');
        for (const code of ['import time\ntime.sleep(60)\n', 'while True:\n    pass\n']) {
          const response = await strict.post('/api/compiler', { language: 'python', code });
          const body = (await response.json()) as CompilerResponse;
          expect(body).toMatchObject({ success: false, message: stopped, error: stopped });
        }
      },
    );
  }, 120_000);

  it('runs one program per learner at a time; other learners are not held up', async () => {
    const env = { COMPILER_CPU_MS: '2000', COMPILER_WALL_MS: '4000' };
    await withOwnWorld({ env }, async (world, database) => {
      const sleeper = world.post('/api/compiler', {
        language: 'python',
        code: 'import time\ntime.sleep(60)\n',
      });
      // The sleeper holds its learner's slot until it is stopped.
      await expect
        .poll(() => database.db.selectFrom('run_leases').select('user_id').execute())
        .toHaveLength(1);
      const second = await world.post('/api/compiler', { language: 'python', code: 'print(1)' });
      expect(second.status).toBe(429);
      expect(await second.json()).toEqual({ message: messages.runInProgress });
      const other = await world.post('/api/compiler', { language: 'python', code: 'print(2)' }, 1);
      expect(((await other.json()) as CompilerResponse).output.stdout).toBe('2\n');
      expect((await sleeper).status).toBe(200);
      // Once it ended, the learner runs again.
      const again = await world.post('/api/compiler', { language: 'python', code: 'print(3)' });
      expect(((await again.json()) as CompilerResponse).output.stdout).toBe('3\n');
    });
  }, 120_000);
});
