import type { Param, ValueType } from '../../../contract/signature.ts';
import type { HarnessSignature } from '../../protocol/encode-case.ts';
import type { ProgramFiles } from '../code-generator.ts';
import { nativeRuntimeC } from '../native-runtime.ts';
import { signatureShapes } from '../signature-shapes.ts';
import { parseValueType } from '../value-type.ts';
import { cMethodName } from './c-boilerplate.ts';
import { cNodeDefinitions, cType } from './c-types.ts';
import { cKey, defineCHelpers } from './c-value-helpers.ts';

/** What LeetCode's C environment provides before the learner's code: the C17 headers and uthash. */
const prelude = `${[
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

function caseBody(signature: HarnessSignature): string {
  if (signature.kind === 'function') {
    const { reads, args } = readParams(signature.params);
    const index = signature.outputParamIndex;
    const call =
      index === undefined
        ? timedCall(signature.name, args, signature.return.type)
        : `${timedCall(signature.name, args, 'void')} ${writeParam(signature.params[index]!, `p${index}`)}`;
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
    prelude,
    '#line 1 "solution.c"',
    code,
    '#line 1 "zc-harness.c"',
    nativeRuntimeC(),
    ...helpers.values(),
    `static void zc_run_case(void) {\n${caseBody(signature)}}`,
    'int main(void) { return zc_main(zc_run_case); }\n',
  ].join('\n');
  return { files: { 'main.c': source }, sources: ['main.c'], entry: 'main' };
}
