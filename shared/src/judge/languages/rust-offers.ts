import type { Signature } from '../../contract/signature.ts';

/**
 * Whether LeetCode offers Rust for a problem of this signature: not for Clone Graph's and Copy
 * List with Random Pointer's `Node` (shared, cyclic nodes), nor for Linked List Cycle's `cycleIn`
 * (a cyclic `Option<Box<ListNode>>` cannot exist). Stdio problems are plain programs: always.
 * Pure (the browser reads it through the language registry).
 */
export function rustOffers(signature: Signature): boolean {
  if (signature.kind === 'stdio') return true;
  const types =
    signature.kind === 'function'
      ? [...signature.params.map((param) => param.type), signature.return.type]
      : signature.kind === 'codec'
        ? signature.encode.params.map((param) => param.type)
        : [
            ...signature.constructorParams.map((param) => param.type),
            ...signature.methods.flatMap((method) => [
              ...method.params.map((param) => param.type),
              method.return.type,
            ]),
          ];
  // A type names its base once, inside any list or array: `GraphNode[]`, `list<GraphNode>`.
  if (types.some((type) => /\b(GraphNode|RandomListNode)\b/.test(type))) return false;
  return signature.kind !== 'function' || signature.params.every((p) => p.cycleIn === undefined);
}
