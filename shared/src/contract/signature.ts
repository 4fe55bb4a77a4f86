import { z } from 'zod';
import { languages, type LanguageId } from '../judge/languages/registry.ts';

/**
 * LeetCode's type vocabulary: scalars, arrays (T[] and T[][]), lists (list<T>, list<list<T>>),
 * and the linked structures ListNode and TreeNode (also ListNode[] for problems like Merge k Lists).
 * `uint32` is the unsigned 32-bit scalar of Reverse Bits (`uint32_t` in C and
 * C++, an `int` read as unsigned in Java, a number elsewhere); it has no arrays.
 * `RandomListNode` is Copy List with Random Pointer's `Node { val, next, random }`, written as
 * LeetCode does (`[[7,null],[13,0]]`: each node's value and its random node's index); an answer
 * of this type must be a deep copy: a node of the input in it is refused. `GraphNode` is Clone
 * Graph's `Node { val, neighbors }`, written as its adjacency list (`[[2,4],[1,3],[2,4],[1,3]]`:
 * node i + 1's neighbours), the function receiving node 1; its answers must be deep copies too.
 */
export const scalarTypes = ['integer', 'long', 'double', 'boolean', 'string', 'character'] as const;
export const valueTypePattern =
  /^(?:uint32|RandomListNode|GraphNode|(?:integer|long|double|boolean|string|character|ListNode|TreeNode)(?:\[\]){0,2}|list<(?:integer|long|double|boolean|string|character)>|list<list<(?:integer|long|double|boolean|string|character)>>)$/;

export const valueTypeSchema = z
  .string()
  .regex(
    valueTypePattern,
    'Unknown type: use LeetCode types such as integer, integer[], list<list<string>>, ListNode, TreeNode, uint32',
  );
export type ValueType = z.infer<typeof valueTypeSchema>;

const identifier = z.string().regex(/^[a-zA-Z_][a-zA-Z0-9_]*$/, 'Parameter names are identifiers');

export const paramSchema = z.object({
  name: identifier,
  type: valueTypeSchema,
  /**
   * Linked List Cycle's `pos`: an integer input line that is not passed to the function; the
   * tail of the ListNode parameter it names links back to that list's node at this index
   * (-1: no cycle).
   */
  cycleIn: identifier.optional(),
  /**
   * Lowest Common Ancestor's `p` and `q`: a TreeNode parameter written as a node's value; the
   * function receives that node of the tree parameter it names.
   */
  nodeIn: identifier.optional(),
});
export type Param = z.infer<typeof paramSchema>;

export const returnSchema = z.union([
  /** `nodeIn`: the returned TreeNode is a node of that parameter's tree, answered as its value. */
  z.object({ type: valueTypeSchema, nodeIn: identifier.optional() }),
  z.object({ type: z.literal('void') }),
]);

/** Why a function signature's `cycleIn` / `nodeIn` references do not hold, or null. */
export function nodeReferenceError(signature: {
  params: Param[];
  return: { type: string; nodeIn?: string | undefined };
}): string | null {
  const typeOf = (name: string) => signature.params.find((param) => param.name === name)?.type;
  for (const param of signature.params) {
    if (param.cycleIn !== undefined) {
      if (param.type !== 'integer') return `${param.name}: cycleIn needs an integer parameter`;
      if (typeOf(param.cycleIn) !== 'ListNode')
        return `${param.name}: cycleIn must name a ListNode parameter`;
    }
    if (param.nodeIn !== undefined) {
      if (param.type !== 'TreeNode') return `${param.name}: nodeIn needs a TreeNode parameter`;
      const tree = signature.params.find((other) => other.name === param.nodeIn);
      if (tree?.type !== 'TreeNode' || tree.nodeIn !== undefined)
        return `${param.name}: nodeIn must name an earlier TreeNode parameter given as a tree`;
      if (signature.params.indexOf(tree) > signature.params.indexOf(param))
        return `${param.name}: nodeIn must name an earlier TreeNode parameter given as a tree`;
    }
  }
  const { nodeIn } = signature.return;
  if (
    nodeIn !== undefined &&
    (signature.return.type !== 'TreeNode' || typeOf(nodeIn) !== 'TreeNode')
  )
    return 'return: nodeIn needs a TreeNode return and a TreeNode parameter';
  return null;
}

/** A function problem: `class Solution { ret name(params) }`. */
export const functionSignatureSchema = z
  .object({
    kind: z.literal('function'),
    name: z.string().regex(/^[a-zA-Z_][a-zA-Z0-9_]*$/),
    params: z.array(paramSchema),
    return: returnSchema,
    /** In-place problems: the function returns void and the answer is this parameter after the call. */
    outputParamIndex: z.number().int().min(0).optional(),
  })
  .check((context) => {
    const message = nodeReferenceError(context.value);
    if (message) context.issues.push({ code: 'custom', message, input: context.value });
  });

/** A class design's parameters and results are plain values (no cycleIn / nodeIn). */
const plainParamSchema = z.object({ name: identifier, type: valueTypeSchema });
const plainReturnSchema = z.union([
  z.object({ type: valueTypeSchema }),
  z.object({ type: z.literal('void') }),
]);

export const methodSchema = z.object({
  name: z.string().regex(/^[a-zA-Z_][a-zA-Z0-9_]*$/),
  params: z.array(plainParamSchema),
  return: plainReturnSchema,
});

/**
 * A class-design problem (LRU Cache, Min Stack): a case's input is two lines, the call names
 * (["LRUCache","put","get"]) and their argument lists ([[2],[1,1],[1]]); the answer is the list of
 * results with null for the constructor and void methods.
 */
export const classSignatureSchema = z.object({
  kind: z.literal('class'),
  className: z.string().regex(/^[A-Z][a-zA-Z0-9_]*$/),
  constructorParams: z.array(plainParamSchema),
  methods: z.array(methodSchema).min(1),
});

/**
 * A codec problem (Serialize and Deserialize Binary Tree, Encode and Decode Strings): a case is
 * one value of the encoder's parameter; the judge calls `encode` on one instance, then `decode`
 * on a second one with that result, and judges what `decode` gives back against the input.
 * C, JavaScript and TypeScript write the two as plain functions, as LeetCode does.
 */
export const codecSignatureSchema = z
  .object({
    kind: z.literal('codec'),
    className: z.string().regex(/^[A-Z][a-zA-Z0-9_]*$/),
    encode: methodSchema,
    decode: methodSchema,
  })
  .check((context) => {
    const { encode, decode } = context.value;
    const valueType = encode.params[0]?.type;
    if (
      encode.params.length !== 1 ||
      encode.return.type !== 'string' ||
      decode.params.length !== 1 ||
      decode.params[0]!.type !== 'string' ||
      decode.return.type !== valueType
    ) {
      context.issues.push({
        code: 'custom',
        message:
          'A codec encodes one value to a string and decodes a string back to a value of the same type',
        input: context.value,
      });
    }
  });

/** A stdio problem: the program reads stdin and writes stdout; no harness. */
export const stdioSignatureSchema = z.object({ kind: z.literal('stdio') });

export const signatureSchema = z.discriminatedUnion('kind', [
  functionSignatureSchema,
  classSignatureSchema,
  codecSignatureSchema,
  stdioSignatureSchema,
]);
export type Signature = z.infer<typeof signatureSchema>;
export type FunctionSignature = z.infer<typeof functionSignatureSchema>;
export type ClassSignature = z.infer<typeof classSignatureSchema>;
export type CodecSignature = z.infer<typeof codecSignatureSchema>;

/**
 * How an answer is judged: `exact`, `float` (1e-5), `any-order` lists, `any-order-nested` lists of
 * lists, and problems' own checkers that validate the answer against the case's input when many
 * answers are right: `prerequisite-order` (Course Schedule II), `alien-order` (Alien Dictionary).
 */
export const checkerIds = [
  'exact',
  'float',
  'any-order',
  'any-order-nested',
  'prerequisite-order',
  'alien-order',
] as const;
export const checkerSchema = z.enum(checkerIds);
export type CheckerId = z.infer<typeof checkerSchema>;

/** Every language id, read from the judge's language files (their one source). */
export const languageIds = languages.map((language) => language.id) as [
  LanguageId,
  ...LanguageId[],
];
export const languageSchema = z.enum(languageIds);
export type { LanguageId };
