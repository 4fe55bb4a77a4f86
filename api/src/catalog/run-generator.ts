import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { z } from 'zod';

const run = promisify(execFile);

/** The folder of casegen.py, the module every generate.py shares. */
const casegenDir = dirname(fileURLToPath(import.meta.url));
/** Runs the script in argv[1] as __main__ with casegen importable (-B: no __pycache__ is written). */
const withCasegen = [
  '-B',
  '-c',
  'import runpy, sys; sys.path.insert(0, sys.argv[2]); runpy.run_path(sys.argv[1], run_name="__main__")',
];

/** What a problem's generate.py prints: the case inputs, public ones (the examples) first. */
export const generatedCasesSchema = z
  .array(z.strictObject({ input: z.string(), public: z.boolean() }))
  .min(1);
export type GeneratedCase = z.infer<typeof generatedCasesSchema>[number];

/** The generator's failure, naming the file; its stderr is included as is. */
export class GeneratorError extends Error {
  override name = 'GeneratorError';
}

/**
 * Runs `<problemDir>/generate.py` (Python 3, standard library and the shared casegen.py only,
 * seeded so that every run prints the same cases) and returns its cases. `shown` is how errors
 * name the file.
 */
export async function runGenerator(problemDir: string, shown: string): Promise<GeneratedCase[]> {
  const script = join(problemDir, 'generate.py');
  if (!existsSync(script)) throw new GeneratorError(`${shown}: missing`);
  let stdout: string;
  try {
    ({ stdout } = await run('python3', [...withCasegen, 'generate.py', casegenDir], {
      cwd: problemDir,
      maxBuffer: 64 << 20,
      timeout: 120_000,
    }));
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new GeneratorError(`${shown}: failed: ${(stderr || message).trim()}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(stdout);
  } catch (error) {
    throw new GeneratorError(`${shown}: did not print JSON (${(error as Error).message})`);
  }
  const parsed = generatedCasesSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new GeneratorError(
      `${shown}: output ${issue.path.join('.') || '(top level)'}: ${issue.message}`,
    );
  }
  const firstHidden = parsed.data.findIndex((testcase) => !testcase.public);
  if (firstHidden !== -1 && parsed.data.slice(firstHidden).some((testcase) => testcase.public)) {
    throw new GeneratorError(`${shown}: output: public cases (the examples) must come first`);
  }
  return parsed.data;
}
