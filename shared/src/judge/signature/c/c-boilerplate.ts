import type { HarnessSignature } from '../../protocol/encode-case.ts';
import { codecNotes } from '../codec-text.ts';
import { lowerFirst, passedParams, upperFirst, usedNodes } from '../signature-shapes.ts';
import { parseValueType } from '../value-type.ts';
import {
  cGraphNodeComment,
  cListNodeComment,
  cRandomNodeComment,
  cParams,
  cReturnParams,
  cReturnType,
  cTreeNodeComment,
} from './c-types.ts';

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
  const nodes = usedNodes(signature);
  const header = [
    nodes.list ? cListNodeComment : '',
    nodes.tree ? cTreeNodeComment : '',
    nodes.random ? cRandomNodeComment : '',
    nodes.graph ? cGraphNodeComment : '',
  ]
    .filter(Boolean)
    .map((comment) => `${comment}\n`)
    .join('');
  if (signature.kind === 'function') {
    const params = [
      ...passedParams(signature.params).flatMap((param) => cParams(param.type, param.name)),
      ...cReturnParams(signature.return.type, 'function'),
    ];
    return `${header}${returnNote(signature.return.type)}${cReturnType(signature.return.type)} ${signature.name}(${params.join(', ')}) {\n    \n}`;
  }
  if (signature.kind === 'codec') {
    // LeetCode's C codecs are two plain functions.
    const notes = codecNotes(signature);
    const fn = (note: string, { name, params, return: returns }: typeof signature.encode) =>
      `/** ${note} */\n${cReturnType(returns.type)} ${name}(${[...params.flatMap((p) => cParams(p.type, p.name)), ...cReturnParams(returns.type, 'function')].join(', ')}) {\n    \n}`;
    const { encode, decode } = signature;
    const value = encode.params[0]!.name;
    const encodeArgs = cParams(encode.params[0]!.type, value).map((param) =>
      param.split(' ').pop(),
    );
    const decodeArgs = ['data', ...(parseValueType(decode.return.type).depth > 0 ? ['&size'] : [])];
    return `${header}${fn(notes.encode, encode)}\n\n${fn(notes.decode, decode)}\n\n// Your functions will be called as such:\n// char* data = ${encode.name}(${encodeArgs.join(', ')});\n// ${decode.name}(${decodeArgs.join(', ')});`;
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
    ...signature.methods.map((method, index) => {
      const call = `${cMethodName(className, method.name)}(${['obj', ...method.params.map((p) => p.name)].join(', ')});`;
      return method.return.type === 'void'
        ? ` * ${call}`
        : ` * ${cReturnType(method.return.type)} param_${index + 1} = ${call}`;
    }),
    ` * ${cMethodName(className, 'free')}(obj);`,
  ];
  return `${header}typedef struct {\n    \n} ${className};\n\n\n${functions.join('\n\n')}\n\n/**\n * Your ${className} struct will be instantiated and called as such:\n${usage.join('\n')}\n*/`;
}
