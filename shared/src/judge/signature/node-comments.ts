import type { HarnessSignature } from '../protocol/encode-case.ts';
import { usedNodes } from './signature-shapes.ts';

/** One language's LeetCode comments that define the node types (Rust has no `Node` ones). */
export interface NodeCommentTexts {
  list: string;
  tree: string;
  random?: string;
  graph?: string;
}

const nodeKinds = ['list', 'tree', 'random', 'graph'] as const;

/**
 * The node definitions a signature uses, in LeetCode's order (list, tree, random, graph), each
 * followed by `gap`: what every language's starter code begins with.
 */
export function nodeComments(
  signature: HarnessSignature,
  comments: NodeCommentTexts,
  gap = '\n',
): string {
  const nodes = usedNodes(signature);
  return nodeKinds
    .map((kind) => (nodes[kind] && comments[kind] ? `${comments[kind]}${gap}` : ''))
    .join('');
}
