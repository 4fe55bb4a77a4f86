import type { CodecSignature, Param, ValueType } from '../../../contract/signature.ts';
import type { HarnessSignature } from '../../protocol/encode-case.ts';
import type { ProgramFiles } from '../code-generator.ts';
import { codecReturnedInput } from '../codec-text.ts';
import { harnessRuntime } from '../harness-runtime.ts';
import { readArgs, readFunctionParams, type FunctionParamReading } from '../harness-params.ts';
import { returnNodeIn, signatureShapes, upperFirst, usedNodes } from '../signature-shapes.ts';
import { elementShape, parseValueType, type TypeShape } from '../value-type.ts';
import { goCodecStyle } from './go-boilerplate.ts';
import { goSolutionSource } from './go-imports.ts';
import { goKey, goShapeType, goType } from './go-types.ts';

/** The learner's file, as compile errors and stack traces name it (see goSolutionSource). */
export const goSolutionFile = 'solution.go';

const scalarReaders: Record<string, string> = {
  integer: 'int(zcI64())',
  uint32: 'uint32(zcI64())',
  long: 'zcI64()',
  double: 'zcF64()',
  boolean: 'zcI64() != 0',
  character: 'byte(zcI64())',
  string: 'zcStr()',
  ListNode: 'zcReadList()',
  TreeNode: 'zcReadTree()',
  RandomListNode: 'zcReadRandomList()',
  GraphNode: 'zcReadGraph()',
};

const scalarWriters: Record<string, string> = {
  integer: 'zcWI64(int64(v))',
  uint32: 'zcWI64(int64(v))',
  long: 'zcWI64(v)',
  double: 'zcWF64(v)',
  boolean: 'zcWBool(v)',
  character: 'zcWI64(int64(v))',
  string: 'zcWStr(v)',
  ListNode: 'zcWriteList(v)',
  TreeNode: 'zcWriteTree(v)',
  RandomListNode: 'zcWriteRandomList(v)',
  GraphNode: 'zcWriteGraph(v)',
};

/**
 * Defines zcR_<key>() and zcW_<key>(v) for a shape and the shapes inside it. A nil slice is
 * written as an empty one: Go code returns nil for "nothing found", as LeetCode accepts.
 */
function defineHelpers(shape: TypeShape, defined: Map<string, string>): void {
  const key = goKey(shape);
  if (defined.has(key)) return;
  const type = goShapeType(shape);
  if (shape.depth === 0) {
    defined.set(
      key,
      `func zcR_${key}() ${type} { return ${scalarReaders[shape.base]} }\n` +
        `func zcW_${key}(v ${type}) { ${scalarWriters[shape.base]} }\n`,
    );
    return;
  }
  const element = elementShape(shape);
  defineHelpers(element, defined);
  const elementKey = goKey(element);
  defined.set(
    key,
    `func zcR_${key}() ${type} {\n\tif zcIsNull() {\n\t\treturn nil\n\t}\n\ta := make(${type}, zcI64())\n\tfor i := range a {\n\t\ta[i] = zcR_${elementKey}()\n\t}\n\treturn a\n}\n` +
      `func zcW_${key}(v ${type}) {\n\tzcWI64(int64(len(v)))\n\tfor _, x := range v {\n\t\tzcW_${elementKey}(x)\n\t}\n}\n`,
  );
}

const reading: FunctionParamReading = {
  read: (param, index) => `p${index} := zcR_${goKey(parseValueType(param.type))}()`,
  findNode: (index, treeIndex) => `p${index} := zcFindNode(p${treeIndex}, int(zcI64()))`,
  linkCycle: (read, listIndex, index) => `${read}; zcLinkCycle(p${listIndex}, int(p${index}))`,
};

function readParams(params: Param[]): string {
  return params.map(reading.read).join('; ');
}

function timedCall(call: string, type: ValueType | 'void'): string {
  if (type === 'void') return `zcBegin(); ${call}; zcEnd()`;
  return `zcBegin(); result := ${call}; zcEnd(); zcW_${goKey(parseValueType(type))}(result)`;
}

/** A codec: two instances, encode then decode; the decoder may not hand back the input itself. */
function codecBody(signature: CodecSignature): string {
  const { className, encode, decode } = signature;
  const style = goCodecStyle(signature);
  const key = goKey(parseValueType(decode.return.type));
  const make = style.constructed
    ? `ser, deser := Constructor(), Constructor()`
    : `var ser, deser ${className}`;
  const same = goType(decode.return.type).startsWith('*')
    ? `\n\t\tif result != nil && result == p0 {\n\t\t\tpanic(${JSON.stringify(codecReturnedInput)})\n\t\t}`
    : '';
  return (
    `\t\t${readParams(encode.params)}\n` +
    `\t\tzcBegin(); ${make}; data := ser.${style.encode}(p0); result := deser.${style.decode}(data); zcEnd()${same}\n` +
    `\t\tzcW_${key}(result)\n`
  );
}

function caseBody(signature: HarnessSignature): string {
  if (signature.kind === 'codec') return codecBody(signature);
  if (signature.kind === 'function') {
    const index = signature.outputParamIndex;
    const { reads, args: passed } = readFunctionParams(signature.params, reading);
    const call = `${signature.name}(${passed})`;
    const write =
      index !== undefined
        ? `${timedCall(call, 'void')}; zcW_${goKey(parseValueType(signature.params[index]!.type))}(p${index})`
        : returnNodeIn(signature) !== undefined
          ? `zcBegin(); result := ${call}; zcEnd()\n\t\tif result == nil {\n\t\t\tzcWNull()\n\t\t} else {\n\t\t\tzcWI64(int64(result.Val))\n\t\t}`
          : timedCall(call, signature.return.type);
    return `\t\t${reads.join('\n\t\t')}\n\t\t${write}\n`;
  }
  const { className } = signature;
  const cases = [
    `\t\t\tcase 0:\n\t\t\t\t${readParams(signature.constructorParams)}\n\t\t\t\tzcBegin(); object = Constructor(${readArgs(signature.constructorParams)}); zcEnd()`,
    ...signature.methods.map(
      (method, index) =>
        `\t\t\tcase ${index + 1}:\n\t\t\t\t${readParams(method.params)}\n\t\t\t\t${timedCall(`object.${upperFirst(method.name)}(${readArgs(method.params)})`, method.return.type)}`,
    ),
  ];
  return `\t\tvar object ${className}\n\t\tfor calls := zcI64(); calls > 0; calls-- {\n\t\t\tswitch zcI64() {\n${cases.join('\n')}\n\t\t\tdefault:\n\t\t\t\tpanic("bad call")\n\t\t\t}\n\t\t}\n\t\t_ = object\n`;
}

/**
 * The program: the learner's solution.go (package line and missing imports added, their lines
 * kept), the driver, the node types the signature uses and zc_harness.go, which reads each
 * case, calls the solution and writes its answer.
 */
export function goHarness(signature: HarnessSignature, code: string): ProgramFiles {
  const helpers = new Map<string, string>();
  for (const shape of signatureShapes(signature)) defineHelpers(shape, helpers);
  const generated = `// Generated from the problem's signature: reads a case, calls the solution, writes its answer.\npackage main\n\n${[...helpers.values()].join('\n')}\nfunc init() {\n\tzcRunCase = func() {\n${caseBody(signature)}\t}\n}\n`;
  const nodes = usedNodes(signature);
  const runtime = [
    'zc_driver.go',
    'zc_capture_linux.go',
    'zc_capture_other.go',
    ...(nodes.list ? ['zc_list.go'] : []),
    ...(nodes.tree ? ['zc_tree.go'] : []),
    ...(nodes.random ? ['zc_random_node.go'] : []),
    ...(nodes.graph ? ['zc_graph_node.go'] : []),
  ];
  const files = {
    [goSolutionFile]: goSolutionSource(code),
    ...Object.fromEntries(runtime.map((file) => [file, harnessRuntime(file)])),
    'zc_harness.go': generated,
  };
  return { files, sources: Object.keys(files), entry: 'main' };
}
