import type { CodecSignature, Param } from '../../../contract/signature.ts';
import type { HarnessSignature } from '../../protocol/encode-case.ts';
import type { ProgramFiles } from '../code-generator.ts';
import { codecReturnedInput } from '../codec-text.ts';
import { harnessRuntime } from '../harness-runtime.ts';
import { readArgs } from '../harness-params.ts';
import { answerType, returnNodeIn } from '../signature-shapes.ts';
import { rustCalledName, rustNodeDefinitions, rustType, snakeCase } from './rust-types.ts';
import { rustOffers } from '../../languages/rust-offers.ts';

/** The learner's file, included by the harness's main.rs: compilers name their lines by it. */
export const rustSolutionFile = 'solution.rs';

/**
 * What LeetCode's Rust environment provides around the learner's code: ListNode and TreeNode
 * with their `new`, and `struct Solution;` (the learner writes only `impl Solution`).
 */
export const rustPrelude = `${rustNodeDefinitions}\n#[allow(dead_code)]\npub struct Solution;\n`;

/** What follows the learner's code in solution.rs (see learnerFiles: the file starts with it). */
const solutionEnd = 'const _: () = ();\n';

function readParams(params: Param[]): string {
  return params
    .map((param, index) => `let p${index}: ${rustType(param.type)} = rd(zc_in);`)
    .join(' ');
}

/** The call between begin() and end(), then its answer written (void: nothing). */
function timedCall(call: string, returnType: string): string {
  if (returnType === 'void') return `begin(); ${call}; end();`;
  return `begin(); let zc_result = ${call}; end(); zc_result.wr(zc_out);`;
}

function functionBody(
  signature: Extract<HarnessSignature, { kind: 'function' }>,
  code: string,
): string {
  const { params } = signature;
  const indexOf = (name: string | undefined) => params.findIndex((param) => param.name === name);
  const inPlace = signature.outputParamIndex;
  const reads = params.map((param, index) => {
    if (param.nodeIn !== undefined)
      return `let p${index} = find_node(&p${indexOf(param.nodeIn)}, zc_in.i64());`;
    const mutable = index === inPlace ? 'mut ' : '';
    return `let ${mutable}p${index}: ${rustType(param.type)} = rd(zc_in);`;
  });
  const passed = params.map((_param, index) =>
    index === inPlace ? `&mut p${index}` : `p${index}`,
  );
  const call = `Solution::${rustCalledName(signature.name, code)}(${passed.join(', ')})`;
  let run: string;
  if (inPlace !== undefined) run = `begin(); ${call}; end(); p${inPlace}.wr(zc_out);`;
  else if (returnNodeIn(signature) !== undefined)
    run = `begin(); let zc_result = ${call}; end(); wr_node_value(&zc_result, zc_out);`;
  else run = timedCall(call, answerType(signature));
  return `        ${reads.join('\n        ')}\n        ${run}\n`;
}

/** A codec: two instances, encode then decode; the decoder may not hand back the input itself. */
function codecBody(signature: CodecSignature): string {
  const { className, encode, decode } = signature;
  const tree = encode.params[0]!.type === 'TreeNode';
  return (
    `        ${readParams(encode.params)}\n` +
    (tree ? '        let zc_input = p0.clone();\n' : '') +
    `        begin(); let mut zc_ser = ${className}::new(); let mut zc_deser = ${className}::new(); let zc_data = zc_ser.${snakeCase(encode.name)}(p0); let zc_result = zc_deser.${snakeCase(decode.name)}(zc_data); end();\n` +
    (tree
      ? `        if same_tree(&zc_input, &zc_result) { fail(${JSON.stringify(codecReturnedInput)}); }\n`
      : '') +
    '        zc_result.wr(zc_out);\n'
  );
}

function classBody(signature: Extract<HarnessSignature, { kind: 'class' }>): string {
  const { className } = signature;
  const arms = [
    `            0 => { ${readParams(signature.constructorParams)} begin(); zc_object = Some(${className}::new(${readArgs(signature.constructorParams)})); end(); }`,
    ...signature.methods.map(
      (method, index) =>
        `            ${index + 1} => { ${readParams(method.params)} ${timedCall(`zc_object.as_mut().unwrap().${snakeCase(method.name)}(${readArgs(method.params)})`, method.return.type)} }`,
    ),
  ];
  return `        let zc_calls = zc_in.i64();\n        let mut zc_object: Option<${className}> = None;\n        for _ in 0..zc_calls {\n            match zc_in.i64() {\n${arms.join('\n')}\n                _ => {}\n            }\n        }\n`;
}

function caseBody(signature: HarnessSignature, code: string): string {
  if (signature.kind === 'codec') return codecBody(signature);
  if (signature.kind === 'function') return functionBody(signature, code);
  return classBody(signature);
}

/**
 * main.rs: LeetCode's definitions, the learner's solution.rs (included, so that errors name its
 * own lines), the runtime module and the generated case reader. The harness's own code lives in
 * modules: nothing it imports can clash with the learner's `use` lines.
 */
export function rustHarness(signature: HarnessSignature, code: string): ProgramFiles {
  if (!rustOffers(signature)) throw new Error('LeetCode offers no Rust for this signature');
  const source = [
    rustPrelude,
    `include!("${rustSolutionFile}");`,
    '',
    '#[global_allocator]',
    'static ZC_ALLOC: zc_runtime::ZcAlloc = zc_runtime::ZcAlloc;',
    'mod zc_runtime;',
    '',
    '#[allow(unused_imports, unused_mut, unused_variables, clippy::all)]',
    'mod zc_case {',
    '    use super::*;',
    '    use crate::zc_runtime::{begin, end, fail, find_node, rd, same_tree, wr_node_value, Reader, Wire, Writer};',
    '    pub fn run(zc_in: &mut Reader, zc_out: &mut Writer) {',
    caseBody(signature, code) + '    }',
    '}',
    '',
    'fn main() {',
    '    zc_runtime::main(zc_case::run);',
    '}',
    '',
  ].join('\n');
  return {
    files: {
      'main.rs': source,
      // An item after the learner's code: LeetCode's class starter ends with a doc comment
      // (`/** Your X object will be instantiated… */`), which rustc refuses at a file's end.
      [rustSolutionFile]: `${code}\n${solutionEnd}`,
      'zc_runtime.rs': harnessRuntime('zc_runtime.rs'),
    },
    sources: ['main.rs'],
    entry: 'main',
  };
}
