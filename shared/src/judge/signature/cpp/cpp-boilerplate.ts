import type { HarnessSignature } from '../../protocol/encode-case.ts';
import { codecCall, codecNotes } from '../codec-text.ts';
import { passedParams, usedNodes } from '../signature-shapes.ts';
import {
  cppGraphNodeComment,
  cppListNodeComment,
  cppParam,
  cppRandomNodeComment,
  cppTreeNodeComment,
  cppType,
} from './cpp-types.ts';

/** LeetCode's C++ starter code. */
export function cppBoilerplate(signature: HarnessSignature): string {
  const nodes = usedNodes(signature);
  const header = [
    nodes.list ? cppListNodeComment : '',
    nodes.tree ? cppTreeNodeComment : '',
    nodes.random ? cppRandomNodeComment : '',
    nodes.graph ? cppGraphNodeComment : '',
  ]
    .filter(Boolean)
    .map((comment) => `${comment}\n`)
    .join('');
  if (signature.kind === 'function') {
    const params = passedParams(signature.params)
      .map((param) => cppParam(param.type, param.name))
      .join(', ');
    return `${header}class Solution {\npublic:\n    ${cppType(signature.return.type)} ${signature.name}(${params}) {\n        \n    }\n};`;
  }
  if (signature.kind === 'codec') {
    const notes = codecNotes(signature);
    const method = (note: string, { name, params, return: returns }: typeof signature.encode) =>
      `    // ${note}\n    ${cppType(returns.type)} ${name}(${params.map((p) => cppParam(p.type, p.name)).join(', ')}) {\n        \n    }`;
    const { className } = signature;
    const answer = `${cppType(signature.decode.return.type)} ans = ${codecCall(signature)};`;
    return `${header}class ${className} {\npublic:\n\n${method(notes.encode, signature.encode)}\n\n${method(notes.decode, signature.decode)}\n};\n\n// Your ${className} object will be instantiated and called as such:\n// ${className} ser, deser;\n// ${answer}`;
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
    ...signature.methods.map((method, index) => {
      const call = `obj->${method.name}(${method.params.map((p) => p.name).join(',')});`;
      return method.return.type === 'void'
        ? ` * ${call}`
        : ` * ${cppType(method.return.type)} param_${index + 1} = ${call}`;
    }),
  ];
  const usageText = `/**\n * Your ${className} object will be instantiated and called as such:\n${usage.join('\n')}\n */`;
  return `${header}class ${className} {\npublic:\n${members.join('\n    \n')}\n};\n\n${usageText}`;
}
