import type { Literal } from '../literal/index.ts';
import { elementShape, type TypeShape } from '../signature/value-type.ts';
import type { WireReader } from './wire-reader.ts';

const specialDoubles: Record<string, number> = {
  nan: NaN,
  '-nan': NaN,
  inf: Infinity,
  infinity: Infinity,
  '-inf': -Infinity,
  '-infinity': -Infinity,
};

function integer(token: string): bigint {
  if (!/^-?\d+$/.test(token)) throw new Error(`Bad integer in the answer: ${token}`);
  return BigInt(token);
}

function scalar(reader: WireReader, shape: TypeShape): Literal {
  switch (shape.base) {
    case 'integer':
    case 'uint32':
    case 'long':
      return integer(reader.token());
    case 'double': {
      const token = reader.token();
      return specialDoubles[token.toLowerCase()] ?? Number(token);
    }
    case 'boolean':
      return reader.token() !== '0';
    case 'character':
      return String.fromCharCode(Number(reader.token()));
    case 'string':
      return reader.nullMarker() ? null : reader.string();
    case 'ListNode': {
      const values: Literal[] = [];
      for (let count = reader.count(); count > 0; count--) values.push(integer(reader.token()));
      return values;
    }
    case 'RandomListNode': {
      const nodes: Literal[] = [];
      for (let count = reader.count(); count > 0; count--) {
        const value = integer(reader.token());
        nodes.push([value, reader.nullMarker() ? null : integer(reader.token())]);
      }
      return nodes;
    }
    case 'GraphNode':
      // The clone's adjacency list, written like integer[][].
      return decodeValue(reader, { base: 'integer', depth: 2, list: false }) ?? [];
    case 'TreeNode': {
      const nodes: Literal[] = [];
      for (let count = reader.count(); count > 0; count--) {
        nodes.push(reader.nullMarker() ? null : integer(reader.token()));
      }
      // LeetCode's level order drops the trailing nulls.
      while (nodes.length > 0 && nodes[nodes.length - 1] === null) nodes.pop();
      return nodes;
    }
  }
}

/** Reads one value of the given type from a harness's answer. */
export function decodeValue(reader: WireReader, shape: TypeShape): Literal {
  if (shape.depth === 0) return scalar(reader, shape);
  if (reader.nullMarker()) return null;
  const items: Literal[] = [];
  const element = elementShape(shape);
  for (let count = reader.count(); count > 0; count--) items.push(decodeValue(reader, element));
  return items;
}
