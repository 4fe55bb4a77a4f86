import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { transformSync } from 'esbuild';
import { planJavaScript } from './javascript-recorder.ts';
import type { ReplayRecorder } from './recorder.ts';

/**
 * TypeScript: esbuild strips the types (as the judge's compile step does) with a source map, the
 * JavaScript is instrumented, and every site's line is the learner's TypeScript line read from the
 * map. Code esbuild refuses runs untraced, so its syntax error reaches the learner as Run's does.
 */
export const typescriptRecorder: ReplayRecorder = {
  language: 'typescript',
  plan(target) {
    let output;
    try {
      output = transformSync(target.code, {
        loader: 'ts',
        target: 'es2022',
        sourcemap: 'external',
        sourcefile: target.learnerFile,
        logLevel: 'silent',
      });
    } catch {
      return { program: target.program, argv: (runArgv) => runArgv };
    }
    const map = new TraceMap(output.map);
    const lineOf = (line: number, column: number) =>
      originalPositionFor(map, { line, column }).line ?? null;
    // The compile step turns solution.ts into the solution.js the harness loads: the stub.
    return planJavaScript(target, output.code, lineOf, target.learnerFile);
  },
};
