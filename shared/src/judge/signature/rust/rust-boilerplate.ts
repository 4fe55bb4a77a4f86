import type { Param } from '../../../contract/signature.ts';
import type { HarnessSignature } from '../../protocol/encode-case.ts';
import { codecMethods, type CodecMethod } from '../codec-text.ts';
import { methodCallLines } from '../class-usage.ts';
import { nodeComments, type NodeCommentTexts } from '../node-comments.ts';
import { inPlaceParam, passedParams, usedNodes } from '../signature-shapes.ts';
import {
  rustReturn,
  rustTreeImports,
  rustType,
  rustFunctionName,
  snakeCase,
  rustListNodeComment,
  rustTreeNodeComment,
} from './rust-types.ts';

/** LeetCode's comments that define the node types, above the starter code that uses them. */
const nodeDefinitionComments: NodeCommentTexts = {
  list: rustListNodeComment,
  tree: rustTreeNodeComment,
};

/** LeetCode's note above a class design's `impl`. */
const selfNote = `/** 
 * \`&self\` means the method takes an immutable reference.
 * If you need a mutable reference, change it to \`&mut self\` instead.
 */`;

/** Parameters as LeetCode writes them: snake_case names; an in-place one by `&mut`. */
function params(list: Param[], inPlace?: Param): string {
  return list
    .map(
      (param) =>
        `${snakeCase(param.name)}: ${param === inPlace ? '&mut ' : ''}${rustType(param.type)}`,
    )
    .join(', ');
}

/** LeetCode's Rust starter code: `impl Solution { pub fn two_sum(…) }`, or a struct and its impl. */
export function rustBoilerplate(signature: HarnessSignature): string {
  const header = nodeComments(signature, nodeDefinitionComments);
  const imports = usedNodes(signature).tree ? `${rustTreeImports}\n` : '';
  if (signature.kind === 'function') {
    // Linked List Cycle's `pos` is not passed; an in-place parameter is `&mut`.
    const inPlace = inPlaceParam(signature);
    const shown = params(passedParams(signature.params), inPlace);
    const returns = inPlace === undefined ? rustReturn(signature.return.type) : '';
    return `${header}${imports}impl Solution {\n    pub fn ${rustFunctionName(signature.name)}(${shown})${returns} {\n        \n    }\n}`;
  }
  if (signature.kind === 'codec') {
    const { className, encode, decode } = signature;
    const method = (note: string, { name, params: list, return: returns }: CodecMethod) =>
      `    // ${note}\n    fn ${snakeCase(name)}(&self, ${params(passedParams(list))})${rustReturn(returns.type)} {\n        \n    }`;
    const usage = [
      ` * let obj = ${className}::new();`,
      ` * let data: ${rustType(encode.return.type)} = obj.${snakeCase(encode.name)}(${snakeCase(encode.params[0]!.name)});`,
      ` * let ans: ${rustType(decode.return.type)} = obj.${snakeCase(decode.name)}(data);`,
    ];
    return `${header}${imports}struct ${className} {\n\t\n}\n\n${selfNote}\nimpl ${className} {\n    fn new() -> Self {\n        \n    }\n\n${codecMethods(signature, method)}\n}\n\n/**\n * Your ${className} object will be instantiated and called as such:\n${usage.join('\n')}\n */`;
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
    ...methodCallLines(
      signature,
      ' * ',
      (method) => `obj.${snakeCase(method.name)}(${args(method.params)});`,
      (method, number) => `let ret_${number}: ${rustType(method.return.type)} = `,
    ),
  ];
  return `${header}${imports}struct ${className} {\n\n}\n\n\n${selfNote}\nimpl ${className} {\n\n${members.join('\n    \n')}\n}\n\n/**\n * Your ${className} object will be instantiated and called as such:\n${usage.join('\n')}\n */`;
}
