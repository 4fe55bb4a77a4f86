import type { CodecSignature, Param, ValueType } from '../../../contract/signature.ts';
import type { HarnessSignature } from '../../protocol/encode-case.ts';
import type { ProgramFiles } from '../code-generator.ts';
import { codecReturnedInput } from '../codec-text.ts';
import { harnessRuntime } from '../harness-runtime.ts';
import { readArgs, readFunctionParams, type FunctionParamReading } from '../harness-params.ts';
import { returnNodeIn, signatureShapes, usedNodes } from '../signature-shapes.ts';
import { parseValueType } from '../value-type.ts';
import { javaPairFile, javaPairSource } from './java-pair.ts';
import { javaKey, javaType } from './java-types.ts';
import { defineJavaHelpers } from './java-value-helpers.ts';

/**
 * What LeetCode's Java environment imports. Written on the learner's first line so their own
 * line numbers stay exact (their own imports may follow on the same line).
 */
const solutionImports = [
  'java.util.*',
  'java.util.function.*',
  'java.util.stream.*',
  'java.util.concurrent.*',
  'java.util.concurrent.atomic.*',
  'java.util.regex.*',
  'java.math.*',
  'javafx.util.*',
]
  .map((name) => `import ${name}; `)
  .join('');

/** The learner's file: Solution.java, or the class-design problem's class. */
export function javaSolutionFile(signature: HarnessSignature): string {
  return signature.kind === 'function' ? 'Solution.java' : `${signature.className}.java`;
}

const reading: FunctionParamReading = {
  read: (param, index) =>
    `${javaType(param.type)} p${index} = r_${javaKey(parseValueType(param.type))}();`,
  findNode: (index, treeIndex) => `TreeNode p${index} = findNode(p${treeIndex}, (int) i64());`,
  linkCycle: (read, listIndex, index) => `${read} linkCycle(p${listIndex}, p${index});`,
};

function readParams(params: Param[]): string {
  return params.map(reading.read).join(' ');
}

function timedCall(call: string, type: ValueType | 'void'): string {
  if (type === 'void') return `begin(); ${call}; end();`;
  return `begin(); ${javaType(type)} result = ${call}; end(); w_${javaKey(parseValueType(type))}(result);`;
}

/** A codec: two instances, encode then decode; the decoder may not hand back the input itself. */
function codecBody(signature: CodecSignature): string {
  const { className, encode, decode } = signature;
  const type = javaType(decode.return.type);
  const key = javaKey(parseValueType(decode.return.type));
  const same =
    type === 'String'
      ? ''
      : `    if (result != null && result == p0) throw new IllegalStateException(${JSON.stringify(codecReturnedInput)});\n`;
  return (
    `    ${readParams(encode.params)}\n` +
    `    begin(); ${className} ser = new ${className}(), deser = new ${className}(); String data = ser.${encode.name}(p0); ${type} result = deser.${decode.name}(data); end();\n` +
    `${same}    w_${key}(result);\n`
  );
}

function caseBody(signature: HarnessSignature): string {
  if (signature.kind === 'codec') return codecBody(signature);
  if (signature.kind === 'function') {
    const index = signature.outputParamIndex;
    const { reads, args: passed } = readFunctionParams(signature.params, reading);
    const call = `solution.${signature.name}(${passed})`;
    const write =
      index !== undefined
        ? `${timedCall(call, 'void')} w_${javaKey(parseValueType(signature.params[index]!.type))}(p${index});`
        : returnNodeIn(signature) !== undefined
          ? `begin(); TreeNode result = ${call}; end(); if (result == null) wNull(); else wI64(result.val);`
          : timedCall(call, signature.return.type);
    return `    ${reads.join(' ')}\n    Solution solution = new Solution();\n    ${write}\n`;
  }
  const { className } = signature;
  const cases = [
    `        case 0: { ${readParams(signature.constructorParams)} begin(); object = new ${className}(${readArgs(signature.constructorParams)}); end(); break; }`,
    ...signature.methods.map(
      (method, index) =>
        `        case ${index + 1}: { ${readParams(method.params)} ${timedCall(`object.${method.name}(${readArgs(method.params)})`, method.return.type)} break; }`,
    ),
  ];
  return `    long calls = i64();\n    ${className} object = null;\n    for (long call = 0; call < calls; call++) {\n      switch ((int) i64()) {\n${cases.join('\n')}\n        default: throw new IllegalStateException("bad call");\n      }\n    }\n`;
}

const sectionStart = '  // <generated>\n';
const sectionEnd = '  // </generated>\n';

/** Main.java with its `<generated>` section (a placeholder runCase, so the file compiles alone) replaced. */
function withGeneratedSection(template: string, generated: string): string {
  const start = template.indexOf(sectionStart);
  const end = template.indexOf(sectionEnd, start);
  if (start < 0 || end < 0) throw new Error('Main.java has no <generated> section');
  return template.slice(0, start) + generated + template.slice(end + sectionEnd.length);
}

/** Main.java (runtime + driver), the learner's file named after their class, and the node classes. */
export function javaHarness(signature: HarnessSignature, code: string): ProgramFiles {
  const helpers = new Map<string, string>();
  for (const shape of signatureShapes(signature)) {
    defineJavaHelpers(shape, helpers);
  }
  const generated = [
    ...helpers.values(),
    `  static void runCase() {\n${caseBody(signature)}  }`,
  ].join('\n');
  const main = withGeneratedSection(harnessRuntime('Main.java'), `${generated}\n`);
  const solutionFile = javaSolutionFile(signature);
  // Copy List with Random Pointer's Node only where it is used: learners name their own Node elsewhere.
  const nodes = usedNodes(signature);
  const random = [
    ...(nodes.random ? ['ZcRandomNode.java'] : []),
    ...(nodes.graph ? ['ZcGraphNode.java'] : []),
  ];
  return {
    files: {
      'Main.java': main,
      [solutionFile]: solutionImports + code,
      'ZcNodes.java': harnessRuntime('ZcNodes.java'),
      ...Object.fromEntries(random.map((file) => [file, harnessRuntime(file)])),
      [javaPairFile]: javaPairSource,
    },
    sources: ['Main.java', solutionFile, 'ZcNodes.java', ...random, javaPairFile],
    entry: 'Main',
  };
}
