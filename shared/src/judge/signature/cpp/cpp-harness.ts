import type { CodecSignature, Param } from '../../../contract/signature.ts';
import type { HarnessSignature } from '../../protocol/encode-case.ts';
import type { ProgramFiles } from '../code-generator.ts';
import { codecReturnedInput } from '../codec-text.ts';
import { nativeNodesC, nativeRuntimeC, nativeRuntimeCpp } from '../native-runtime.ts';
import { answerType, returnNodeIn, usedNodes } from '../signature-shapes.ts';
import { harnessRuntime } from '../harness-runtime.ts';
import { readArgs, readFunctionParams, type FunctionParamReading } from '../harness-params.ts';
import {
  cppGraphNodeDefinition,
  cppNodeDefinitions,
  cppRandomNodeDefinition,
  cppType,
} from './cpp-types.ts';

/** What LeetCode's C++ environment provides before the learner's code. */
export const cppPrelude = `#include <bits/stdc++.h>\nusing namespace std;\n${cppNodeDefinitions}\n`;

/** The prelude of one signature: Copy List with Random Pointer's Node only where it is used. */
function preludeFor(signature: HarnessSignature): string {
  const nodes = usedNodes(signature);
  if (nodes.graph) return `${cppPrelude}${cppGraphNodeDefinition}\n`;
  return nodes.random ? `${cppPrelude}${cppRandomNodeDefinition}\n` : cppPrelude;
}

const reading: FunctionParamReading = {
  read: (param, index) => `${cppType(param.type)} p${index}; zc::rd(p${index});`,
  findNode: (index, treeIndex) =>
    `TreeNode* p${index} = zc_find_node(p${treeIndex}, (int)zc_r_i64());`,
  linkCycle: (read, listIndex, index) => `${read} zc_link_cycle(p${listIndex}, p${index});`,
};

function readParams(params: Param[]): string {
  return params.map(reading.read).join(' ');
}

/** The call of one method (or the function) with timing, then the answer written. */
function timedCall(call: string, returnType: string, answer: string | null): string {
  if (returnType === 'void') {
    return `zc_begin(); ${call}; zc_end();${answer ? ` zc::wr(${answer});` : ''}`;
  }
  return `zc_begin(); ${returnType} zc_result = ${call}; zc_end(); zc::wr(zc_result);`;
}

/** A codec: two instances, encode then decode; the decoder may not hand back the input itself. */
function codecBody(signature: CodecSignature): string {
  const { className, encode, decode } = signature;
  const type = cppType(decode.return.type);
  // Only a pointer can be the input itself; a vector comes back by value.
  const same = type.endsWith('*')
    ? `  if (zc_result && zc_result == p0) { zc_fail("re", ${JSON.stringify(codecReturnedInput)}); return; }\n`
    : '';
  return (
    `  ${readParams(encode.params)}\n` +
    `  zc_begin(); ${className} *zc_ser = new ${className}(), *zc_deser = new ${className}(); string zc_data = zc_ser->${encode.name}(p0); ${type} zc_result = zc_deser->${decode.name}(zc_data); zc_end();\n` +
    `${same}  zc::wr(zc_result);\n`
  );
}

function caseBody(signature: HarnessSignature): string {
  if (signature.kind === 'codec') return codecBody(signature);
  if (signature.kind === 'function') {
    const answerParam =
      signature.outputParamIndex === undefined ? null : `p${signature.outputParamIndex}`;
    const { reads, args: passed } = readFunctionParams(signature.params, reading);
    const call = `zc_solution->${signature.name}(${passed})`;
    const returnType = answerParam ? 'void' : cppType(answerType(signature));
    const run =
      !answerParam && returnNodeIn(signature) !== undefined
        ? `zc_begin(); TreeNode* zc_result = ${call}; zc_end(); if (zc_result) zc_w_i64(zc_result->val); else zc_w_null();`
        : timedCall(call, answerParam ? 'void' : returnType, answerParam);
    return `  ${reads.join(' ')}\n  Solution *zc_solution = new Solution();\n  ${run}\n`;
  }
  const { className } = signature;
  const cases = [
    `    case 0: { ${readParams(signature.constructorParams)} zc_begin(); zc_object = new ${className}(${readArgs(signature.constructorParams)}); zc_end(); break; }`,
    ...signature.methods.map(
      (method, index) =>
        `    case ${index + 1}: { ${readParams(method.params)} ${timedCall(`zc_object->${method.name}(${readArgs(method.params)})`, cppType(method.return.type), null)} break; }`,
    ),
  ];
  return `  long long zc_calls = zc_r_i64();\n  ${className} *zc_object = nullptr;\n  for (long long zc_call = 0; zc_call < zc_calls; zc_call++) {\n    switch ((int)zc_r_i64()) {\n${cases.join('\n')}\n    }\n  }\n`;
}

/** main.cpp: prelude, the learner's code (with its own line numbers), runtime and case driver. */
export function cppHarness(signature: HarnessSignature, code: string): ProgramFiles {
  const source = [
    preludeFor(signature),
    '#line 1 "solution.cpp"',
    code,
    '#line 1 "zc-harness.cpp"',
    nativeRuntimeC(),
    nativeNodesC(),
    nativeRuntimeCpp(),
    ...(usedNodes(signature).random ? [harnessRuntime('zc-random-node.hpp')] : []),
    ...(usedNodes(signature).graph ? [harnessRuntime('zc-graph-node.hpp')] : []),
    `static void zc_run_case() {\n${caseBody(signature)}}`,
    'static void zc_guarded_case() { zc::guard(zc_run_case); }',
    'int main() {\n  zc_flush_hook = zc_flush_streams;\n  return zc_main(zc_guarded_case);\n}\n',
  ].join('\n');
  return { files: { 'main.cpp': source }, sources: ['main.cpp'], entry: 'main' };
}
