import type { CodecSignature, Param } from '../../../contract/signature.ts';
import type { HarnessSignature } from '../../protocol/encode-case.ts';
import { codecMethods, type CodecMethod } from '../codec-text.ts';
import { methodCallLines } from '../class-usage.ts';
import { nodeComments, type NodeCommentTexts } from '../node-comments.ts';
import { passedParams, upperFirst } from '../signature-shapes.ts';
import {
  goType,
  goListNodeComment,
  goTreeNodeComment,
  goRandomNodeComment,
  goGraphNodeComment,
} from './go-types.ts';

/** LeetCode's comments that define the node types, above the starter code that uses them. */
const nodeDefinitionComments: NodeCommentTexts = {
  list: goListNodeComment,
  tree: goTreeNodeComment,
  random: goRandomNodeComment,
  graph: goGraphNodeComment,
};

const params = (list: Param[]) => list.map((param) => `${param.name} ${goType(param.type)}`);

const result = (type: string) => (type === 'void' ? '' : ` ${goType(type as Param['type'])}`);

/**
 * How LeetCode's Go writes a codec: Serialize and Deserialize Binary Tree's `Constructor()` and
 * lowercase methods; Encode and Decode Strings' zero value (`var codec Codec`) and exported methods.
 */
export function goCodecStyle(signature: CodecSignature): {
  constructed: boolean;
  encode: string;
  decode: string;
} {
  const constructed = signature.encode.name === 'serialize';
  const name = (method: string) => (constructed ? method : upperFirst(method));
  return { constructed, encode: name(signature.encode.name), decode: name(signature.decode.name) };
}

function codecBoilerplate(signature: CodecSignature): string {
  const { className, encode } = signature;
  const style = goCodecStyle(signature);
  const receiver = style.constructed ? 'this' : 'codec';
  const method = (note: string, method: CodecMethod) =>
    `// ${note}\nfunc (${receiver} *${className}) ${method === encode ? style.encode : style.decode}(${params(method.params).join(', ')})${result(method.return.type)} {\n\t\n}`;
  const constructor = style.constructed ? `func Constructor() ${className} {\n\t\n}\n\n` : '';
  const value = encode.params[0]!.name;
  const usage = style.constructed
    ? `/**\n * Your ${className} object will be instantiated and called as such:\n * ser := Constructor();\n * deser := Constructor();\n * data := ser.${style.encode}(${value});\n * ans := deser.${style.decode}(data);\n */`
    : `// Your ${className} object will be instantiated and called as such:\n// var codec ${className}\n// codec.${style.decode}(codec.${style.encode}(${value}));`;
  return `type ${className} struct {\n\t\n}\n\n${constructor}${codecMethods(signature, method)}\n\n${usage}`;
}

/** LeetCode's Go starter code: no package line and no imports (the judge adds them). */
export function goBoilerplate(signature: HarnessSignature): string {
  const header = nodeComments(signature, nodeDefinitionComments);
  if (signature.kind === 'function') {
    const list = params(passedParams(signature.params)).join(', ');
    return `${header}func ${signature.name}(${list})${result(signature.return.type)} {\n\t\n}`;
  }
  if (signature.kind === 'codec') return `${header}${codecBoilerplate(signature)}`;
  const { className } = signature;
  const members = [
    `type ${className} struct {\n\t\n}`,
    `func Constructor(${params(signature.constructorParams).join(', ')}) ${className} {\n\t\n}`,
    ...signature.methods.map(
      (method) =>
        `func (this *${className}) ${upperFirst(method.name)}(${params(method.params).join(', ')})${result(method.return.type)} {\n\t\n}`,
    ),
  ];
  const usage = [
    ` * obj := Constructor(${signature.constructorParams.map((p) => p.name).join(', ')});`,
    ...methodCallLines(
      signature,
      ' * ',
      (method) => `obj.${upperFirst(method.name)}(${method.params.map((p) => p.name).join(', ')});`,
      (_, number) => `param_${number} := `,
    ),
  ];
  return `${header}${members.join('\n\n\n')}\n\n\n/**\n * Your ${className} object will be instantiated and called as such:\n${usage.join('\n')}\n */`;
}
