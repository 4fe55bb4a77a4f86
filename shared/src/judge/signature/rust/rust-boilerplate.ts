import type { Param } from '../../../contract/signature.ts';
import type { HarnessSignature } from '../../protocol/encode-case.ts';
import { codecNotes } from '../codec-text.ts';
import { passedParams, usedNodes } from '../signature-shapes.ts';
import {
  rustListNodeComment,
  rustReturn,
  rustTreeImports,
  rustTreeNodeComment,
  rustType,
  snakeCase,
} from './rust-types.ts';

/** LeetCode's note above a class design's `impl`. */
const selfNote = `/** 
 * \`&self\` means the method takes an immutable reference.
 * If you need a mutable reference, change it to \`&mut self\` instead.
 */`;

/** Parameters as LeetCode writes them: snake_case names; an in-place one by `&mut`. */
function params(list: Param[], inPlace?: number): string {
  return list
    .map(
      (param, index) =>
        `${snakeCase(param.name)}: ${index === inPlace ? '&mut ' : ''}${rustType(param.type)}`,
    )
    .join(', ');
}

/** LeetCode's Rust starter code: `impl Solution { pub fn two_sum(…) }`, or a struct and its impl. */
export function rustBoilerplate(signature: HarnessSignature): string {
  const nodes = usedNodes(signature);
  const header = [nodes.list ? rustListNodeComment : '', nodes.tree ? rustTreeNodeComment : '']
    .filter(Boolean)
    .map((comment) => `${comment}\n`)
    .join('');
  const imports = nodes.tree ? `${rustTreeImports}\n` : '';
  if (signature.kind === 'function') {
    // Linked List Cycle's `pos` is not passed; an in-place parameter is `&mut`.
    const inPlace = signature.outputParamIndex;
    const list = signature.params.flatMap((param, index) =>
      param.cycleIn === undefined ? [{ param, index }] : [],
    );
    const shown = list
      .map(
        ({ param, index }) =>
          `${snakeCase(param.name)}: ${index === inPlace ? '&mut ' : ''}${rustType(param.type)}`,
      )
      .join(', ');
    const returns = inPlace === undefined ? rustReturn(signature.return.type) : '';
    return `${header}${imports}impl Solution {\n    pub fn ${snakeCase(signature.name)}(${shown})${returns} {\n        \n    }\n}`;
  }
  if (signature.kind === 'codec') {
    const notes = codecNotes(signature);
    const { className, encode, decode } = signature;
    const method = (note: string, { name, params: list, return: returns }: typeof encode) =>
      `    // ${note}\n    fn ${snakeCase(name)}(&self, ${params(passedParams(list))})${rustReturn(returns.type)} {\n        \n    }`;
    const usage = [
      ` * let obj = ${className}::new();`,
      ` * let data: ${rustType(encode.return.type)} = obj.${snakeCase(encode.name)}(${snakeCase(encode.params[0]!.name)});`,
      ` * let ans: ${rustType(decode.return.type)} = obj.${snakeCase(decode.name)}(data);`,
    ];
    return `${header}${imports}struct ${className} {\n\t\n}\n\n${selfNote}\nimpl ${className} {\n    fn new() -> Self {\n        \n    }\n\n${method(notes.encode, encode)}\n\n${method(notes.decode, decode)}\n}\n\n/**\n * Your ${className} object will be instantiated and called as such:\n${usage.join('\n')}\n */`;
  }
  const { className } = signature;
  const members = [
    `    fn new(${params(signature.constructorParams)}) -> Self {\n        \n    }`,
    ...signature.methods.map(
      (method) =>
        `    fn ${snakeCase(method.name)}(&self${method.params.length ? ', ' : ''}${params(method.params)})${rustReturn(method.return.type)} {\n        \n    }`,
    ),
  ];
  const args = (list: Param[]) => list.map((param) => snakeCase(param.name)).join(', ');
  const usage = [
    ` * let obj = ${className}::new(${args(signature.constructorParams)});`,
    ...signature.methods.map((method, index) => {
      const call = `obj.${snakeCase(method.name)}(${args(method.params)});`;
      return method.return.type === 'void'
        ? ` * ${call}`
        : ` * let ret_${index + 1}: ${rustType(method.return.type)} = ${call}`;
    }),
  ];
  return `${header}${imports}struct ${className} {\n\n}\n\n\n${selfNote}\nimpl ${className} {\n\n${members.join('\n    \n')}\n}\n\n/**\n * Your ${className} object will be instantiated and called as such:\n${usage.join('\n')}\n */`;
}
