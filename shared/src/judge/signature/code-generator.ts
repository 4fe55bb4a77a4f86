import type { HarnessSignature } from '../protocol/encode-case.ts';

/** The files of one program: `sources` are compiled (or interpreted), `entry` is what runs. */
export interface ProgramFiles {
  files: Record<string, string>;
  sources: string[];
  entry: string;
}

/** Per language: the learner's starter code and the harness around their solution. */
export interface CodeGenerator {
  /** LeetCode's starter code for a function or class-design signature. */
  boilerplate(signature: HarnessSignature): string;
  /** The learner's file inside the harness, as diagnostics name it (solution.cpp, Solution.java). */
  solutionFile(signature: HarnessSignature): string;
  /** The learner's code, unchanged, inside a harness that runs every case of a batch. */
  harness(signature: HarnessSignature, code: string): ProgramFiles;
  /** A plain program (stdio problems, the online compiler). */
  program(code: string): ProgramFiles;
}
