import type { HarnessSignature } from '../../protocol/encode-case.ts';
import { codecMethods, type CodecMethod } from '../codec-text.ts';
import { methodCallLines } from '../class-usage.ts';
import { nodeComments, type NodeCommentTexts } from '../node-comments.ts';
import { lowerFirst, passedParams, upperFirst } from '../signature-shapes.ts';
import { parseValueType } from '../value-type.ts';
import {
  cParams,
  cReturnParams,
  cReturnType,
  cListNodeComment,
  cTreeNodeComment,
  cRandomNodeComment,
  cGraphNodeComment,
} from './c-types.ts';

/** LeetCode's comments that define the node types, above the starter code that uses them. */
const nodeDefinitionComments: NodeCommentTexts = {
  list: cListNodeComment,
  tree: cTreeNodeComment,
  random: cRandomNodeComment,
  graph: cGraphNodeComment,
};

/** LeetCode's note above a function returning an array. */
function returnNote(type: string): string {
  if (type === 'void') return '';
  const { depth } = parseValueType(type as never);
  if (depth === 1)
    return '/**\n * Note: The returned array must be malloced, assume caller calls free().\n */\n';
  if (depth === 2) {
    return '/**\n * Return an array of arrays of size *returnSize.\n * The sizes of the arrays are returned as *returnColumnSizes array.\n * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().\n */\n';
  }
  return '';
}

/** C names of a class design's functions: `minStackCreate`, `minStackPush`, `minStackFree`. */
export function cMethodName(className: string, method: string): string {
  return `${lowerFirst(className)}${upperFirst(method)}`;
}

/** LeetCode's C starter code. */
export function cBoilerplate(signature: HarnessSignature): string {
  const header = nodeComments(signature, nodeDefinitionComments);
  if (signature.kind === 'function') {
    const params = [
      ...passedParams(signature.params).flatMap((param) => cParams(param.type, param.name)),
      ...cReturnParams(signature.return.type, 'function'),
    ];
    return `${header}${returnNote(signature.return.type)}${cReturnType(signature.return.type)} ${signature.name}(${params.join(', ')}) {\n    \n}`;
  }
  if (signature.kind === 'codec') {
    // LeetCode's C codecs are two plain functions.
    const fn = (note: string, { name, params, return: returns }: CodecMethod) =>
      `/** ${note} */\n${cReturnType(returns.type)} ${name}(${[...params.flatMap((p) => cParams(p.type, p.name)), ...cReturnParams(returns.type, 'function')].join(', ')}) {\n    \n}`;
    const { encode, decode } = signature;
    const value = encode.params[0]!.name;
    const encodeArgs = cParams(encode.params[0]!.type, value).map((param) =>
      param.split(' ').pop(),
    );
    const decodeArgs = ['data', ...(parseValueType(decode.return.type).depth > 0 ? ['&size'] : [])];
    return `${header}${codecMethods(signature, fn)}\n\n// Your functions will be called as such:\n// char* data = ${encode.name}(${encodeArgs.join(', ')});\n// ${decode.name}(${decodeArgs.join(', ')});`;
  }
  const { className } = signature;
  const object = `${className}* obj`;
  const functions = [
    `${className}* ${cMethodName(className, 'create')}(${signature.constructorParams.flatMap((p) => cParams(p.type, p.name)).join(', ')}) {\n    \n}`,
    ...signature.methods.map((method) => {
      const params = [
        object,
        ...method.params.flatMap((p) => cParams(p.type, p.name)),
        ...cReturnParams(method.return.type, 'method'),
      ];
      return `${cReturnType(method.return.type)} ${cMethodName(className, method.name)}(${params.join(', ')}) {\n    \n}`;
    }),
    `void ${cMethodName(className, 'free')}(${object}) {\n    \n}`,
  ];
  const usage = [
    ` * ${className}* obj = ${cMethodName(className, 'create')}(${signature.constructorParams.map((p) => p.name).join(', ')});`,
    ...methodCallLines(
      signature,
      ' * ',
      (method) =>
        `${cMethodName(className, method.name)}(${['obj', ...method.params.map((p) => p.name)].join(', ')});`,
      (method, number) => `${cReturnType(method.return.type)} param_${number} = `,
    ),
    ` * ${cMethodName(className, 'free')}(obj);`,
  ];
  return `${header}typedef struct {\n    \n} ${className};\n\n\n${functions.join('\n\n')}\n\n/**\n * Your ${className} struct will be instantiated and called as such:\n${usage.join('\n')}\n*/`;
}
