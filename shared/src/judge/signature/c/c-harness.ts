import type { CodecSignature, Param, ValueType } from '../../../contract/signature.ts';
import type { HarnessSignature } from '../../protocol/encode-case.ts';
import type { ProgramFiles } from '../code-generator.ts';
import { codecReturnedInput } from '../codec-text.ts';
import { nativeNodesC, nativeRuntimeC } from '../native-runtime.ts';
import { returnNodeIn, signatureShapes, usedNodes } from '../signature-shapes.ts';
import { parseValueType } from '../value-type.ts';
import { cMethodName } from './c-boilerplate.ts';
import { harnessRuntime } from '../harness-runtime.ts';
import { cGraphNodeDefinition, cNodeDefinitions, cRandomNodeDefinition, cType } from './c-types.ts';
import { cKey, defineCHelpers } from './c-value-helpers.ts';

/** What LeetCode's C environment provides before the learner's code: the C17 headers and uthash. */
const headers = `${[
  'assert.h',
  'ctype.h',
  'errno.h',
  'float.h',
  'inttypes.h',
  'limits.h',
  'math.h',
  'stdarg.h',
  'stdbool.h',
  'stddef.h',
  'stdint.h',
  'stdio.h',
  'stdlib.h',
  'string.h',
  'time.h',
  'uthash.h',
]
  .map((header) => `#include <${header}>\n`)
  .join('')}${cNodeDefinitions}`;

function prelude(signature: HarnessSignature): string {
  const nodes = usedNodes(signature);
  if (nodes.graph) return headers + cGraphNodeDefinition;
  return nodes.random ? headers + cRandomNodeDefinition : headers;
}

/** Declares and reads one parameter; returns the statement and the C arguments it expands to. */
function readParam(param: Param, name: string): { read: string; args: string[] } {
  const shape = parseValueType(param.type);
  const key = cKey(shape);
  const type = cType(shape);
  if (shape.depth === 0) return { read: `${type} ${name} = zc_r_${key}();`, args: [name] };
  if (shape.depth === 1) {
    return {
      read: `int ${name}Size; ${type} ${name} = zc_r_${key}(&${name}Size);`,
      args: [name, `${name}Size`],
    };
  }
  return {
    read: `int ${name}Size; int *${name}ColSize; ${type} ${name} = zc_r_${key}(&${name}Size, &${name}ColSize);`,
    args: [name, `${name}Size`, `${name}ColSize`],
  };
}

/** A function's parameters: node references found in their tree, cycles linked, `pos` not passed. */
function readFunctionParams(params: Param[]) {
  const indexOf = (name: string | undefined) => params.findIndex((param) => param.name === name);
  const read = params.map((param, index) => {
    if (param.nodeIn !== undefined) {
      const name = `p${index}`;
      return {
        read: `struct TreeNode *${name} = zc_find_node(p${indexOf(param.nodeIn)}, (int)zc_r_i64());`,
        args: [name],
      };
    }
    const item = readParam(param, `p${index}`);
    if (param.cycleIn === undefined) return item;
    return { read: `${item.read} zc_link_cycle(p${indexOf(param.cycleIn)}, p${index});`, args: [] };
  });
  return {
    reads: read.map((item) => item.read).join(' '),
    args: read.flatMap((item) => item.args),
  };
}

function readParams(params: Param[]) {
  const read = params.map((param, index) => readParam(param, `p${index}`));
  return {
    reads: read.map((item) => item.read).join(' '),
    args: read.flatMap((item) => item.args),
  };
}

/** Calls with timing; arrays come back through size out-parameters, then the answer is written. */
function timedCall(fn: string, args: string[], type: ValueType | 'void'): string {
  if (type === 'void') return `zc_begin(); ${fn}(${args.join(', ')}); zc_end();`;
  const shape = parseValueType(type);
  const key = cKey(shape);
  const resultType = cType(shape);
  if (shape.depth === 0) {
    return `zc_begin(); ${resultType} zc_result = ${fn}(${args.join(', ')}); zc_end(); zc_w_${key}(zc_result);`;
  }
  if (shape.depth === 1) {
    return `int zc_size = 0; zc_begin(); ${resultType} zc_result = ${fn}(${[...args, '&zc_size'].join(', ')}); zc_end(); zc_w_${key}(zc_result, zc_size);`;
  }
  return `int zc_size = 0; int *zc_columns = NULL; zc_begin(); ${resultType} zc_result = ${fn}(${[...args, '&zc_size', '&zc_columns'].join(', ')}); zc_end(); zc_w_${key}(zc_result, zc_size, zc_columns);`;
}

function writeParam(param: Param, name: string): string {
  const shape = parseValueType(param.type);
  const key = cKey(shape);
  if (shape.depth === 0) return `zc_w_${key}(${name});`;
  return shape.depth === 1
    ? `zc_w_${key}(${name}, ${name}Size);`
    : `zc_w_${key}(${name}, ${name}Size, ${name}ColSize);`;
}

/** A codec: encode the case's value, decode the string, refuse the input itself, write the rest. */
function codecBody(signature: CodecSignature): string {
  const { encode, decode } = signature;
  const { reads, args } = readParams(encode.params);
  const shape = parseValueType(decode.return.type);
  const key = cKey(shape);
  const sized = shape.depth > 0;
  const size = sized ? 'int zc_size = 0; ' : '';
  const decoded = `${decode.name}(zc_data${sized ? ', &zc_size' : ''})`;
  const write = sized ? `zc_w_${key}(zc_result, zc_size);` : `zc_w_${key}(zc_result);`;
  return (
    `  ${reads}\n  ${size}zc_begin(); char *zc_data = ${encode.name}(${args.join(', ')}); ${cType(shape)} zc_result = ${decoded}; zc_end();\n` +
    `  if (zc_result && (const void *)zc_result == (const void *)p0) { zc_fail("re", ${JSON.stringify(codecReturnedInput)}); return; }\n  ${write}\n`
  );
}

function caseBody(signature: HarnessSignature): string {
  if (signature.kind === 'codec') return codecBody(signature);
  if (signature.kind === 'function') {
    const { reads, args } = readFunctionParams(signature.params);
    const index = signature.outputParamIndex;
    const call =
      index !== undefined
        ? `${timedCall(signature.name, args, 'void')} ${writeParam(signature.params[index]!, `p${index}`)}`
        : returnNodeIn(signature) !== undefined
          ? `zc_begin(); struct TreeNode *zc_result = ${signature.name}(${args.join(', ')}); zc_end(); if (zc_result) zc_w_i64(zc_result->val); else zc_w_null();`
          : timedCall(signature.name, args, signature.return.type);
    return `  ${reads}\n  ${call}\n`;
  }
  const { className } = signature;
  const ctor = readParams(signature.constructorParams);
  const cases = [
    `    case 0: { ${ctor.reads} zc_begin(); zc_object = ${cMethodName(className, 'create')}(${ctor.args.join(', ')}); zc_end(); break; }`,
    ...signature.methods.map((method, index) => {
      const { reads, args } = readParams(method.params);
      return `    case ${index + 1}: { ${reads} ${timedCall(cMethodName(className, method.name), ['zc_object', ...args], method.return.type)} break; }`;
    }),
  ];
  return `  long long zc_calls = zc_r_i64();\n  ${className} *zc_object = NULL;\n  for (long long zc_call = 0; zc_call < zc_calls; zc_call++) {\n    switch ((int)zc_r_i64()) {\n${cases.join('\n')}\n    }\n  }\n  if (zc_object) { zc_begin(); ${cMethodName(className, 'free')}(zc_object); zc_end(); }\n`;
}

/** main.c: prelude, the learner's code (own line numbers), runtime, helpers and case driver. */
export function cHarness(signature: HarnessSignature, code: string): ProgramFiles {
  const helpers = new Map<string, string>();
  for (const shape of signatureShapes(signature)) defineCHelpers(shape, helpers);
  const source = [
    prelude(signature),
    '#line 1 "solution.c"',
    code,
    '#line 1 "zc-harness.c"',
    nativeRuntimeC(),
    nativeNodesC(),
    ...(usedNodes(signature).random ? [harnessRuntime('zc-random-node.h')] : []),
    ...(usedNodes(signature).graph ? [harnessRuntime('zc-graph-node.h')] : []),
    ...helpers.values(),
    `static void zc_run_case(void) {\n${caseBody(signature)}}`,
    'int main(void) { return zc_main(zc_run_case); }\n',
  ].join('\n');
  return { files: { 'main.c': source }, sources: ['main.c'], entry: 'main' };
}
