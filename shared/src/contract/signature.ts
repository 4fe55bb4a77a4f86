import { z } from 'zod';
import { languages, type LanguageId } from '../judge/languages/registry.ts';

/**
 * LeetCode's type vocabulary: scalars, arrays (T[] and T[][]), lists (list<T>, list<list<T>>),
 * and the linked structures ListNode and TreeNode (also ListNode[] for problems like Merge k Lists).
 */
export const scalarTypes = ['integer', 'long', 'double', 'boolean', 'string', 'character'] as const;
export const valueTypePattern =
  /^(?:(?:integer|long|double|boolean|string|character|ListNode|TreeNode)(?:\[\]){0,2}|list<(?:integer|long|double|boolean|string|character)>|list<list<(?:integer|long|double|boolean|string|character)>>)$/;

export const valueTypeSchema = z
  .string()
  .regex(
    valueTypePattern,
    'Unknown type: use LeetCode types such as integer, integer[], list<list<string>>, ListNode, TreeNode',
  );
export type ValueType = z.infer<typeof valueTypeSchema>;

export const paramSchema = z.object({
  name: z.string().regex(/^[a-zA-Z_][a-zA-Z0-9_]*$/, 'Parameter names are identifiers'),
  type: valueTypeSchema,
});
export type Param = z.infer<typeof paramSchema>;

export const returnSchema = z.union([
  z.object({ type: valueTypeSchema }),
  z.object({ type: z.literal('void') }),
]);

/** A function problem: `class Solution { ret name(params) }`. */
export const functionSignatureSchema = z.object({
  kind: z.literal('function'),
  name: z.string().regex(/^[a-zA-Z_][a-zA-Z0-9_]*$/),
  params: z.array(paramSchema),
  return: returnSchema,
  /** In-place problems: the function returns void and the answer is this parameter after the call. */
  outputParamIndex: z.number().int().min(0).optional(),
});

export const methodSchema = z.object({
  name: z.string().regex(/^[a-zA-Z_][a-zA-Z0-9_]*$/),
  params: z.array(paramSchema),
  return: returnSchema,
});

/**
 * A class-design problem (LRU Cache, Min Stack): a case's input is two lines, the call names
 * (["LRUCache","put","get"]) and their argument lists ([[2],[1,1],[1]]); the answer is the list of
 * results with null for the constructor and void methods.
 */
export const classSignatureSchema = z.object({
  kind: z.literal('class'),
  className: z.string().regex(/^[A-Z][a-zA-Z0-9_]*$/),
  constructorParams: z.array(paramSchema),
  methods: z.array(methodSchema).min(1),
});

/** A stdio problem: the program reads stdin and writes stdout; no harness. */
export const stdioSignatureSchema = z.object({ kind: z.literal('stdio') });

export const signatureSchema = z.discriminatedUnion('kind', [
  functionSignatureSchema,
  classSignatureSchema,
  stdioSignatureSchema,
]);
export type Signature = z.infer<typeof signatureSchema>;
export type FunctionSignature = z.infer<typeof functionSignatureSchema>;
export type ClassSignature = z.infer<typeof classSignatureSchema>;

export const checkerIds = ['exact', 'float', 'any-order', 'any-order-nested'] as const;
export const checkerSchema = z.enum(checkerIds);
export type CheckerId = z.infer<typeof checkerSchema>;

/** Every language id, read from the judge's language files (their one source). */
export const languageIds = languages.map((language) => language.id) as [
  LanguageId,
  ...LanguageId[],
];
export const languageSchema = z.enum(languageIds);
export type { LanguageId };
