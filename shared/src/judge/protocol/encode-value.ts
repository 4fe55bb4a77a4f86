import type { Literal } from '../literal/index.ts';
import { elementShape, type TypeShape } from '../signature/value-type.ts';
import { CaseInputError } from './case-input-error.ts';

const int32 = [-(2n ** 31n), 2n ** 31n - 1n] as const;
const uint32 = [0n, 2n ** 32n - 1n] as const;
const int64 = [-(2n ** 63n), 2n ** 63n - 1n] as const;

function describe(value: Literal): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? Number(item) : item,
  );
}

function integer(value: Literal, [min, max]: readonly [bigint, bigint], name: string): string {
  if (typeof value !== 'bigint' || value < min || value > max) {
    throw new CaseInputError(`Expected ${name}, got ${describe(value)}`);
  }
  return value.toString();
}

function scalar(value: Literal, shape: TypeShape, out: (string | Buffer)[]): void {
  switch (shape.base) {
    case 'integer':
      out.push(integer(value, int32, 'an integer'));
      return;
    case 'uint32':
      out.push(integer(value, uint32, 'an unsigned 32-bit integer'));
      return;
    case 'long':
      out.push(integer(value, int64, 'a 64-bit integer'));
      return;
    case 'double':
      if (typeof value === 'bigint') out.push(value.toString());
      else if (typeof value === 'number') out.push(String(value));
      else throw new CaseInputError(`Expected a number, got ${describe(value)}`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean')
        throw new CaseInputError(`Expected true or false, got ${describe(value)}`);
      out.push(value ? '1' : '0');
      return;
    case 'character':
      if (typeof value !== 'string' || value.length !== 1) {
        throw new CaseInputError(`Expected a character, got ${describe(value)}`);
      }
      out.push(String(value.charCodeAt(0)));
      return;
    case 'string': {
      if (typeof value !== 'string')
        throw new CaseInputError(`Expected a string, got ${describe(value)}`);
      const bytes = Buffer.from(value, 'utf8');
      out.push(`${bytes.length}:`, bytes);
      return;
    }
    case 'ListNode':
      encodeValue(value ?? [], { base: 'integer', depth: 1, list: false }, out);
      return;
    case 'RandomListNode': {
      // [[val, randomIndex | null], ...]: the count, then per node its value and `n` or an index.
      const nodes = value ?? [];
      if (!Array.isArray(nodes))
        throw new CaseInputError(`Expected a list of [val, random] pairs, got ${describe(value)}`);
      out.push(String(nodes.length));
      for (const node of nodes) {
        if (!Array.isArray(node) || node.length !== 2)
          throw new CaseInputError(`Expected a [val, random] pair, got ${describe(node)}`);
        out.push(integer(node[0]!, int32, 'a node value'));
        const random = node[1]!;
        if (random === null) out.push('n');
        else if (typeof random === 'bigint' && random >= 0n && random < BigInt(nodes.length))
          out.push(random.toString());
        else throw new CaseInputError(`Expected null or a node index, got ${describe(random)}`);
      }
      return;
    }
    case 'GraphNode': {
      // An adjacency list: node i + 1's neighbours, by value (1..n).
      const rows = value ?? [];
      if (!Array.isArray(rows))
        throw new CaseInputError(`Expected an adjacency list, got ${describe(value)}`);
      out.push(String(rows.length));
      for (const row of rows) {
        if (!Array.isArray(row))
          throw new CaseInputError(`Expected a list of neighbours, got ${describe(row)}`);
        out.push(String(row.length));
        for (const neighbour of row)
          out.push(integer(neighbour, [1n, BigInt(rows.length)], 'a node value of the graph'));
      }
      return;
    }
    case 'TreeNode': {
      const nodes = value ?? [];
      if (!Array.isArray(nodes))
        throw new CaseInputError(`Expected a tree, got ${describe(value)}`);
      out.push(String(nodes.length));
      for (const node of nodes)
        out.push(node === null ? 'n' : integer(node, int32, 'a node value'));
      return;
    }
  }
}

/**
 * Appends the wire tokens of one value (see README.md); validates it against the type so that a
 * malformed case fails here, with a message, rather than inside a harness.
 */
export function encodeValue(value: Literal, shape: TypeShape, out: (string | Buffer)[]): void {
  if (shape.depth === 0) return scalar(value, shape, out);
  if (value === null) {
    out.push('n');
    return;
  }
  if (!Array.isArray(value)) throw new CaseInputError(`Expected an array, got ${describe(value)}`);
  out.push(String(value.length));
  const element = elementShape(shape);
  for (const item of value) encodeValue(item, element, out);
}

/** Joins tokens into the bytes a harness reads: single spaces between tokens. */
export function joinTokens(tokens: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    parts.push(typeof token === 'string' ? Buffer.from(token) : token);
    // A string's length prefix ("3:") is glued to its bytes; everything else is space-separated.
    if (!(typeof token === 'string' && token.endsWith(':'))) parts.push(Buffer.from(' '));
  }
  return Buffer.concat(parts);
}
