import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LanguageId } from '@zencode/shared/contract';
import type { SandboxLimits, SandboxRequest } from '@zencode/shared/judge';
import { sandboxPath } from '../bubblewrap-args.ts';

/** How the hostile suite compiles and runs one language (independent of the judge core). */
export interface HostileToolchain {
  sourceFile: string;
  compile?: {
    argv: string[];
    memoryMode: SandboxRequest['memoryMode'];
    limits: SandboxLimits;
    /** Host directories the compiler needs read-only (esbuild's binary from node_modules). */
    readOnlyDirs?: string[];
    /**
     * The judge's language whose prepared dir (built by the judge, mounted read-only) and
     * environment the compile uses: Go's build cache, without which a compile rebuilds the
     * standard library for a minute.
     */
    judgeLanguage?: LanguageId;
  };
  run: { argv: string[]; memoryMode: SandboxRequest['memoryMode']; limits: SandboxLimits };
}

/** Limits of an ordinary judged run: short so the suite stays quick. */
const runLimits: SandboxLimits = {
  cpuMs: 1500,
  wallMs: 3000,
  memoryMb: 256,
  outputBytes: 64 * 1024,
  processes: 16,
  fileSizeMb: 16,
};

/** Compilers need more memory, time and processes (gcc forks cc1, as, ld). */
const compileLimits: SandboxLimits = {
  cpuMs: 8000,
  wallMs: 15_000,
  memoryMb: 1024,
  outputBytes: 64 * 1024,
  processes: 32,
  fileSizeMb: 64,
};

/** esbuild's binary as npm installed it: TypeScript's compiler. */
const esbuild = createRequire(import.meta.url).resolve(
  `@esbuild/${process.platform}-${process.arch}/bin/esbuild`,
);

/** The JVM's heap flag does the real capping; the resident ceiling leaves room for the runtime. */
const jvmFlags = ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-XX:-UsePerfData'];

export const hostileToolchains: Record<string, HostileToolchain> = {
  c: {
    sourceFile: 'main.c',
    compile: {
      argv: ['gcc', '-O2', '-std=gnu17', '-o', 'main', 'main.c', '-lm'],
      memoryMode: 'address-space',
      limits: compileLimits,
    },
    run: { argv: ['./main'], memoryMode: 'address-space', limits: runLimits },
  },
  cpp: {
    sourceFile: 'main.cpp',
    compile: {
      argv: ['clang++-19', '-O2', '-std=c++23', '-o', 'main', 'main.cpp'],
      memoryMode: 'address-space',
      limits: compileLimits,
    },
    run: { argv: ['./main'], memoryMode: 'address-space', limits: runLimits },
  },
  python: {
    sourceFile: 'main.py',
    run: { argv: ['python3', '-S', 'main.py'], memoryMode: 'address-space', limits: runLimits },
  },
  javascript: {
    sourceFile: 'main.js',
    run: {
      argv: ['node', '--max-old-space-size=128', 'main.js'],
      memoryMode: 'resident',
      limits: { ...runLimits, memoryMb: 384, processes: 32 },
    },
  },
  typescript: {
    sourceFile: 'main.ts',
    compile: {
      argv: [esbuild, 'main.ts', '--outdir=.', '--log-level=error'],
      memoryMode: 'address-space',
      limits: compileLimits,
      readOnlyDirs: [path.dirname(esbuild)],
    },
    run: {
      argv: ['node', '--max-old-space-size=128', 'main.js'],
      memoryMode: 'resident',
      limits: { ...runLimits, memoryMb: 384, processes: 32 },
    },
  },
  go: {
    sourceFile: 'main.go',
    compile: {
      argv: ['/usr/lib/go-1.23/bin/go', 'build', '-o', 'main', '.'],
      // Go's runtime reserves ~800 MiB of address space per process: its resident memory is capped.
      memoryMode: 'resident',
      limits: { ...compileLimits, processes: 64 },
      judgeLanguage: 'go',
    },
    run: {
      argv: ['./main'],
      memoryMode: 'resident',
      // Go's runtime runs a few threads of its own.
      limits: { ...runLimits, processes: 64 },
    },
  },
  java: {
    sourceFile: 'Main.java',
    compile: {
      argv: ['javac', '-J-Xmx256m', ...jvmFlags.map((flag) => `-J${flag}`), 'Main.java'],
      memoryMode: 'resident',
      limits: { ...compileLimits, processes: 64 },
    },
    run: {
      argv: ['java', '-Xmx128m', '-Xss64m', ...jvmFlags, '-cp', '.', 'Main'],
      memoryMode: 'resident',
      limits: { ...runLimits, memoryMb: 384, processes: 64 },
    },
  },
  rust: {
    sourceFile: 'main.rs',
    compile: {
      argv: ['/usr/bin/rustc', '--edition', '2024', '-C', 'opt-level=2', '-o', 'main', 'main.rs'],
      memoryMode: 'address-space',
      limits: compileLimits,
    },
    run: { argv: ['./main'], memoryMode: 'address-space', limits: runLimits },
  },
};

/** Language of a case folder: its suffix (`fork-bomb-c`, `memory-bomb-java`). */
export function languageOfCase(folder: string): string {
  const language = folder.slice(folder.lastIndexOf('-') + 1);
  if (!(language in hostileToolchains)) throw new Error(`unknown language in ${folder}`);
  return language;
}

/** The first tool of a language that the sandbox's PATH cannot find, or null. */
export function missingTool(language: string): string | null {
  const toolchain = hostileToolchains[language]!;
  const tools = [toolchain.compile?.argv[0], toolchain.run.argv[0]].filter(
    (tool): tool is string => tool !== undefined && !tool.startsWith('./'),
  );
  const found = (tool: string) =>
    path.isAbsolute(tool)
      ? existsSync(tool)
      : sandboxPath.split(':').some((dir) => existsSync(path.join(dir, tool)));
  return tools.find((tool) => !found(tool)) ?? null;
}
