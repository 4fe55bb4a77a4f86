import type { HarnessSignature } from '../../protocol/encode-case.ts';
import { codecCall, codecMethods, type CodecMethod } from '../codec-text.ts';
import { methodCallLines } from '../class-usage.ts';
import { nodeComments, type NodeCommentTexts } from '../node-comments.ts';
import { passedParams } from '../signature-shapes.ts';
import {
  cppParam,
  cppType,
  cppListNodeComment,
  cppTreeNodeComment,
  cppRandomNodeComment,
  cppGraphNodeComment,
} from './cpp-types.ts';

/** LeetCode's comments that define the node types, above the starter code that uses them. */
const nodeDefinitionComments: NodeCommentTexts = {
  list: cppListNodeComment,
  tree: cppTreeNodeComment,
  random: cppRandomNodeComment,
  graph: cppGraphNodeComment,
};

/** LeetCode's C++ starter code. */
export function cppBoilerplate(signature: HarnessSignature): string {
  const header = nodeComments(signature, nodeDefinitionComments);
  if (signature.kind === 'function') {
    const params = passedParams(signature.params)
      .map((param) => cppParam(param.type, param.name))
      .join(', ');
    return `${header}class Solution {\npublic:\n    ${cppType(signature.return.type)} ${signature.name}(${params}) {\n        \n    }\n};`;
  }
  if (signature.kind === 'codec') {
    const method = (note: string, { name, params, return: returns }: CodecMethod) =>
      `    // ${note}\n    ${cppType(returns.type)} ${name}(${params.map((p) => cppParam(p.type, p.name)).join(', ')}) {\n        \n    }`;
    const { className } = signature;
    const answer = `${cppType(signature.decode.return.type)} ans = ${codecCall(signature)};`;
    return `${header}class ${className} {\npublic:\n\n${codecMethods(signature, method)}\n};\n\n// Your ${className} object will be instantiated and called as such:\n// ${className} ser, deser;\n// ${answer}`;
  }
  const { className } = signature;
  const members = [
    `    ${className}(${signature.constructorParams.map((p) => cppParam(p.type, p.name)).join(', ')}) {\n        \n    }`,
    ...signature.methods.map(
      (method) =>
        `    ${cppType(method.return.type)} ${method.name}(${method.params.map((p) => cppParam(p.type, p.name)).join(', ')}) {\n        \n    }`,
    ),
  ];
  const usage = [
    ` * ${className}* obj = new ${className}(${signature.constructorParams.map((p) => p.name).join(',')});`,
    ...methodCallLines(
      signature,
      ' * ',
      (method) => `obj->${method.name}(${method.params.map((p) => p.name).join(',')});`,
      (method, number) => `${cppType(method.return.type)} param_${number} = `,
    ),
  ];
  const usageText = `/**\n * Your ${className} object will be instantiated and called as such:\n${usage.join('\n')}\n */`;
  return `${header}class ${className} {\npublic:\n${members.join('\n    \n')}\n};\n\n${usageText}`;
}
