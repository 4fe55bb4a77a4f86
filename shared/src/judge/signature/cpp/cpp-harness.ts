import type { Param } from '../../../contract/signature.ts';
import type { HarnessSignature } from '../../protocol/encode-case.ts';
import type { ProgramFiles } from '../code-generator.ts';
import { nativeRuntimeC, nativeRuntimeCpp } from '../native-runtime.ts';
import { answerType } from '../signature-shapes.ts';
import { cppNodeDefinitions, cppType } from './cpp-types.ts';

/** What LeetCode's C++ environment provides before the learner's code. */
export const cppPrelude = `#include <bits/stdc++.h>\nusing namespace std;\n${cppNodeDefinitions}\n`;

function readParams(params: Param[]): string {
  return params
    .map((param, index) => `${cppType(param.type)} p${index}; zc::rd(p${index});`)
    .join(' ');
}

function args(params: Param[]): string {
  return params.map((_param, index) => `p${index}`).join(', ');
}

/** The call of one method (or the function) with timing, then the answer written. */
function timedCall(call: string, returnType: string, answer: string | null): string {
  if (returnType === 'void') {
    return `zc_begin(); ${call}; zc_end();${answer ? ` zc::wr(${answer});` : ''}`;
  }
  return `zc_begin(); ${returnType} zc_result = ${call}; zc_end(); zc::wr(zc_result);`;
}

function caseBody(signature: HarnessSignature): string {
  if (signature.kind === 'function') {
    const answerParam =
      signature.outputParamIndex === undefined ? null : `p${signature.outputParamIndex}`;
    const call = `zc_solution->${signature.name}(${args(signature.params)})`;
    const returnType = answerParam ? 'void' : cppType(answerType(signature));
    return `  ${readParams(signature.params)}\n  Solution *zc_solution = new Solution();\n  ${timedCall(call, answerParam ? 'void' : returnType, answerParam)}\n`;
  }
  const { className } = signature;
  const cases = [
    `    case 0: { ${readParams(signature.constructorParams)} zc_begin(); zc_object = new ${className}(${args(signature.constructorParams)}); zc_end(); break; }`,
    ...signature.methods.map(
      (method, index) =>
        `    case ${index + 1}: { ${readParams(method.params)} ${timedCall(`zc_object->${method.name}(${args(method.params)})`, cppType(method.return.type), null)} break; }`,
    ),
  ];
  return `  long long zc_calls = zc_r_i64();\n  ${className} *zc_object = nullptr;\n  for (long long zc_call = 0; zc_call < zc_calls; zc_call++) {\n    switch ((int)zc_r_i64()) {\n${cases.join('\n')}\n    }\n  }\n`;
}

/** main.cpp: prelude, the learner's code (with its own line numbers), runtime and case driver. */
export function cppHarness(signature: HarnessSignature, code: string): ProgramFiles {
  const source = [
    cppPrelude,
    '#line 1 "solution.cpp"',
    code,
    '#line 1 "zc-harness.cpp"',
    nativeRuntimeC(),
    nativeRuntimeCpp(),
    `static void zc_run_case() {\n${caseBody(signature)}}`,
    'static void zc_guarded_case() { zc::guard(zc_run_case); }',
    'int main() {\n  zc_flush_hook = zc_flush_streams;\n  return zc_main(zc_guarded_case);\n}\n',
  ].join('\n');
  return { files: { 'main.cpp': source }, sources: ['main.cpp'], entry: 'main' };
}
