import type { Literal } from '../../judge/literal/index.ts';
import type { PromiseInput } from './constraint-module.ts';

/** Helpers for problems' promise checks: the input's values as plain numbers and texts. */

/** An integer value as a number (the checks' values fit in a double). */
export const int = (value: Literal | undefined): number => Number(value as bigint);
export const ints = (value: Literal | undefined): number[] => ((value ?? []) as Literal[]).map(int);
export const rows = (value: Literal | undefined): number[][] =>
  ((value ?? []) as Literal[]).map(ints);
export const text = (value: Literal | undefined): string => (value ?? '') as string;
export const texts = (value: Literal | undefined): string[] => (value ?? []) as string[];

/** The calls of a class-design case after the constructor, in order. */
export const calls = (input: PromiseInput) => input.scopes.slice(1);

/** How often each value occurs. */
export function counts<T>(values: T[]): Map<T, number> {
  const seen = new Map<T, number>();
  for (const value of values) seen.set(value, (seen.get(value) ?? 0) + 1);
  return seen;
}

/** A binary tree written in level order (`[3,9,20,null,null,15,7]`), as nodes with children. */
export interface TreeNodeValue {
  val: number;
  left: TreeNodeValue | null;
  right: TreeNodeValue | null;
}

export function levelOrderTree(value: Literal | undefined): TreeNodeValue | null {
  const items = (value ?? []) as Literal[];
  if (items.length === 0 || items[0] === null) return null;
  const root: TreeNodeValue = { val: int(items[0]), left: null, right: null };
  const queue = [root];
  let next = 1;
  for (let head = 0; head < queue.length && next < items.length; head++) {
    const node = queue[head]!;
    for (const side of ['left', 'right'] as const) {
      const item = items[next++];
      if (item === undefined || item === null) continue;
      node[side] = { val: int(item), left: null, right: null };
      queue.push(node[side]);
    }
  }
  return root;
}

/** The tree's values in order (left, node, right), without recursion (trees may be deep). */
export function inorderValues(root: TreeNodeValue | null): number[] {
  const values: number[] = [];
  const stack: TreeNodeValue[] = [];
  let node = root;
  while (node || stack.length) {
    while (node) {
      stack.push(node);
      node = node.left;
    }
    node = stack.pop()!;
    values.push(node.val);
    node = node.right;
  }
  return values;
}

/** Whether a list of numbers, read in a circle, is an ascending list rotated (at most one drop). */
export function rotatedAscending(values: number[]): string | null {
  const drops = values.filter((value, index) => value > values[(index + 1) % values.length]!);
  return drops.length <= 1 ? null : `${drops.length} places where the values fall`;
}

/** Exactly one pair of positions i < j has values[i] + values[j] == target. */
export function onePairSumming(values: number[], target: number): string | null {
  const seen = new Map<number, number>();
  let pairs = 0;
  for (const value of values) {
    pairs += seen.get(target - value) ?? 0;
    seen.set(value, (seen.get(value) ?? 0) + 1);
  }
  return pairs === 1 ? null : `${pairs} pairs add up to ${target}`;
}

/** A stdio input's lines of whitespace-separated tokens (blank lines left out). */
export function stdioLines(input: string): string[][] {
  return input
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => line.split(/\s+/));
}

/** A line's tokens as integers, exactly `count` of them when given; throws saying what is wrong. */
export function integerLine(tokens: string[] | undefined, what: string, count?: bigint): bigint[] {
  const line = tokens ?? [];
  const bad = line.find((token) => !/^-?\d+$/.test(token));
  if (bad !== undefined) throw new Error(`${what}: ${JSON.stringify(bad)} is not an integer`);
  if (count !== undefined && BigInt(line.length) !== count)
    throw new Error(`${what}: expected ${count} values, got ${line.length}`);
  return line.map(BigInt);
}
