import type { CompilerResponse } from '@zencode/shared/contract';
import { probeToolchains } from '@zencode/shared/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createJudgeWorld, type JudgeWorld } from '../submissions/judge-test-kit.ts';

let test: TestDatabase;
let world: JudgeWorld;
beforeAll(async () => {
  test = await createTestDatabase();
  world = await createJudgeWorld(test, { workers: 0 });
}, 120_000);
afterAll(async () => {
  await world?.close();
  await test?.destroy();
});

/** A program per language that greets the first line of stdin. */
const greeters: Record<string, string> = {
  cpp: '#include <iostream>\n#include <string>\nint main() { std::string s; std::getline(std::cin, s); std::cout << "hello " << s << "\\n"; }\n',
  c: '#include <stdio.h>\n#include <string.h>\nint main(void) { char s[64]; if (!fgets(s, sizeof s, stdin)) return 1; s[strcspn(s, "\\n")] = 0; printf("hello %s\\n", s); return 0; }\n',
  python: 'print("hello " + input())\n',
  javascript:
    "const s = require('fs').readFileSync(0, 'utf8').split('\\n')[0];\nconsole.log('hello ' + s);\n",
  java: 'import java.util.Scanner;\npublic class Main {\n  public static void main(String[] args) {\n    System.out.println("hello " + new Scanner(System.in).nextLine());\n  }\n}\n',
};

const compile = (body: object) => world.post('/api/compiler', body);

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
    const visitor = await world.app.request('/api/compiler', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'python', code: 'print(1)' }),
    });
    expect(visitor.status).toBe(401);
    expect((await compile({ language: 'brainfuck', code: '+' })).status).toBe(400);
  });
});

describe('rate limits', () => {
  it('answers 429 past the per-user limit', async () => {
    const database = await createTestDatabase();
    const limited = await createJudgeWorld(database, {
      workers: 0,
      policy: { compilePerUser: { limit: 2, windowMs: 60_000 } },
    });
    try {
      const body = { language: 'python', code: 'print(1)' };
      expect((await limited.post('/api/compiler', body)).status).toBe(200);
      expect((await limited.post('/api/compiler', body)).status).toBe(200);
      expect((await limited.post('/api/compiler', body)).status).toBe(429);
      expect((await limited.post('/api/compiler', body, 1)).status).toBe(200);
    } finally {
      await limited.close();
      await database.destroy();
    }
  }, 120_000);
});
