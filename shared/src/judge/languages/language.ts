import type { Signature } from '../../contract/signature.ts';

/**
 * How a language's memory limit is enforced. Native code and CPython are capped by address space;
 * the JVM and V8 reserve huge virtual ranges, so they get heap flags and a resident ceiling that
 * leaves room for the runtime itself (`overheadMb`).
 */
export type MemoryMode =
  | { mode: 'address-space' }
  | {
      mode: 'resident';
      overheadMb: number;
      heapFlags: (memoryMb: number) => string[];
      /** Variables a run gets (Go's GOMEMLIMIT, which has no flag). */
      env?: (memoryMb: number) => Record<string, string>;
    };

/**
 * One language, declared as data: all machinery lives in the runner and the code generators.
 * The one source of a language's facts: the contract (ids, labels, extensions, aliases,
 * hello-world), the catalogue tools, the admin pages and the browser tests read them from here,
 * so this file and what it imports stay free of Node modules.
 */
export interface LanguageSpec {
  /** Written `as const`: the contract's LanguageId is the union of every file's id. */
  id: string;
  /** What users see: the product shows cpp as "C++". */
  label: string;
  /** Other names the API accepts for the language (py, js, ts). */
  aliases: readonly string[];
  monacoId: string;
  /**
   * The file the learner's program is written to for the compiler page and stdio problems; its
   * extension names compiler files (main2.py) and catalogue solutions (reference.py).
   */
  sourceFile: string;
  /** Offered by the online compiler (the problem page offers every language). */
  onCompilerPage: boolean;
  /**
   * The review's compile with warnings on (argv run in the sandbox for the given sources;
   * `file` is the learner's file) and how the review names it.
   */
  lint: {
    argv: (sources: string[], file: string, preparedDir: string) => string[];
    description: string;
    /**
     * The lint exits non-zero for warnings too (go vet for its findings): then the code compiles
     * unless the output holds an error.
     */
    failsOnWarnings?: boolean;
  };
  /**
   * Compile argv for the given source files (relative to the work dir) or null when interpreted.
   * `preparedDir` holds what `prepare` built (absolute path, readable inside the sandbox).
   */
  compile: ((sources: string[], preparedDir: string) => string[]) | null;
  /**
   * Variables the compile and the lint get, given the prepared dir (Go's GOCACHE, GOPATH and
   * offline settings, which it reads from the environment only).
   */
  env?: (preparedDir: string) => Record<string, string>;
  /**
   * The compiler's and the lint's words in the form the judge reads (`file:line:col: error: …`),
   * for a toolchain that writes another (Go's `file:line:col: message`).
   */
  compilerOutput?: (text: string) => string;
  /**
   * Built once per toolchain version into the compile cache, in the sandbox, to speed up every
   * compile (C++'s precompiled header, javac's class-data archive). Compiles still work, only
   * slower, when it is missing.
   */
  prepare?: {
    files: Record<string, string>;
    /**
     * Files copied from installed npm packages (name -> module path, `{platform}` and `{arch}`
     * filled in), e.g. esbuild's binary: the sandbox sees no node_modules.
     */
    packageFiles?: Record<string, string>;
    /**
     * Files copied from the harness runtimes (name in the prepared dir -> path under
     * signature/harness-runtime/), e.g. C++'s own bits/stdc++.h.
     */
    runtimeFiles?: Record<string, string>;
    argv: string[];
    /** Its variables, given the work dir's path as the program sees it (an absolute one). */
    env?: (workDir: string) => Record<string, string>;
    output: string;
    /** CPU and wall limits when the compile limits are too tight (Rust builds its crates). */
    limits?: { cpuMs: number; wallMs: number };
  };
  /** Files the compile step produces that a run needs (copied from the artifact cache). */
  artifacts: (workDirFiles: string[]) => string[];
  /** Run argv; `entry` is the main source or class, `heapFlags` come from the memory mode. */
  run: (entry: string, heapFlags: string[]) => string[];
  /** What to install when the toolchain is missing, as the desktop's message names it. */
  toolchainPackage: string;
  /** argv printing the toolchain version, and how to read it from stdout + stderr. */
  versionProbe: { argv: string[]; pattern: RegExp };
  helloWorld: string;
  /**
   * Multiplier applied to a problem's time limit, which is stated for C and C++. LeetCode and
   * Codeforces-style judges give slower runtimes more time; ours: C/C++ 1, Java 2, JavaScript 2,
   * Python 3 (Java's figure covers JIT warm-up, Python's the interpreter).
   */
  timeMultiplier: number;
  /**
   * Which reference solution computes expected outputs (catalogue cases, a Run's custom inputs)
   * when a problem has several: the lowest first, the fastest toolchain. Absent: never used for
   * that (TypeScript, JavaScript's twin).
   */
  referencePriority?: number;
  /**
   * How to tell a snippet is in this language, for reviews sent without one (a review's payload
   * is only `{code}`): its unmistakable `marks`, tried in `order` (lowest first) across the
   * languages; the first that matches wins. Absent: never guessed (TypeScript reads as JavaScript).
   */
  guess?: { order: number; marks: RegExp };
  /**
   * Whether a problem of this signature offers the language (absent: every problem does): Rust is
   * left out where LeetCode offers none. catalog:check, the API's starter code and the problem
   * page's language list all read it.
   */
  offers?: (signature: Signature) => boolean;
  memory: MemoryMode;
}
