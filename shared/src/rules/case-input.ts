import type { Param, Signature } from '../contract/signature.ts';
// The judge's literal reader and type shapes are pure (its case encoder uses Node's Buffer, so the
// checks are repeated here for the browser, with the same words).
import { type Literal, parseLiterals } from '../judge/literal/index.ts';
import { type TypeShape, parseValueType } from '../judge/signature/value-type.ts';

const int32 = [-(2n ** 31n), 2n ** 31n - 1n] as const;
const uint32 = [0n, 2n ** 32n - 1n] as const;
const int64 = [-(2n ** 63n), 2n ** 63n - 1n] as const;

const describe = (value: Literal) =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? Number(item) : item));

function inRange(value: Literal, [min, max]: readonly [bigint, bigint]): boolean {
  return typeof value === 'bigint' && value >= min && value <= max;
}

/** Why `value` is not of `shape`, or null. */
function valueFault(value: Literal, shape: TypeShape): string | null {
  if (shape.depth > 0) {
    if (value === null) return null;
    if (!Array.isArray(value)) return `Expected an array, got ${describe(value)}`;
    const element = { ...shape, depth: (shape.depth - 1) as 0 | 1 };
    for (const item of value) {
      const fault = valueFault(item, element);
      if (fault) return fault;
    }
    return null;
  }
  const expected = {
    integer: inRange(value, int32) ? null : 'an integer',
    uint32: inRange(value, uint32) ? null : 'an unsigned 32-bit integer',
    long: inRange(value, int64) ? null : 'a 64-bit integer',
    double: typeof value === 'bigint' || typeof value === 'number' ? null : 'a number',
    boolean: typeof value === 'boolean' ? null : 'true or false',
    character: typeof value === 'string' && value.length === 1 ? null : 'a character',
    string: typeof value === 'string' ? null : 'a string',
    ListNode: null,
    TreeNode: null,
    RandomListNode: null,
    GraphNode: null,
  }[shape.base];
  if (expected) return `Expected ${expected}, got ${describe(value)}`;
  if (shape.base === 'GraphNode') {
    const rows = value ?? [];
    if (!Array.isArray(rows)) return `Expected an adjacency list, got ${describe(value)}`;
    for (const row of rows) {
      if (!Array.isArray(row)) return `Expected a list of neighbours, got ${describe(row)}`;
      const bad = row.find((item) => !inRange(item, [1n, BigInt(rows.length)]));
      if (bad !== undefined) return `Expected a node value of the graph, got ${describe(bad)}`;
    }
  }
  if (shape.base === 'RandomListNode') {
    const nodes = value ?? [];
    if (!Array.isArray(nodes))
      return `Expected a list of [val, random] pairs, got ${describe(value)}`;
    for (const node of nodes) {
      const random = Array.isArray(node) ? node[1] : undefined;
      if (!Array.isArray(node) || node.length !== 2 || !inRange(node[0]!, int32))
        return `Expected a [val, random] pair, got ${describe(node)}`;
      if (random !== null && !inRange(random!, [0n, BigInt(nodes.length) - 1n]))
        return `Expected null or a node index, got ${describe(random!)}`;
    }
  }
  if (shape.base === 'ListNode' || shape.base === 'TreeNode') {
    const nodes = value ?? [];
    if (!Array.isArray(nodes)) return `Expected a list of node values, got ${describe(value)}`;
    const bad = nodes.find(
      (node) => !(inRange(node, int32) || (node === null && shape.base === 'TreeNode')),
    );
    if (bad !== undefined) return `Expected a node value, got ${describe(bad)}`;
  }
  return null;
}

function argumentsFault(params: Param[], values: Literal[], prefix = ''): string | null {
  for (const [index, param] of params.entries()) {
    // A node reference (nodeIn) is written as the node's value.
    const shape = param.nodeIn ? parseValueType('integer') : parseValueType(param.type);
    const fault = valueFault(values[index] ?? null, shape);
    if (fault) return `${prefix}${param.name}: ${fault}`;
  }
  return null;
}

/**
 * What is wrong with a custom input under the problem's signature ("target: Expected an integer,
 * got "x""), or null when it fits. stdio problems take any text.
 */
export function customCaseFault(signature: Signature, input: string): string | null {
  if (signature.kind === 'stdio') return null;
  if (input.trim() === '') return 'Enter one value per line.';
  let values: Literal[];
  try {
    values = parseLiterals(input);
  } catch (error) {
    return `Cannot read the input: ${(error as Error).message}`;
  }
  if (signature.kind === 'function' || signature.kind === 'codec') {
    // A codec's case is the one value its encoder takes.
    const params = signature.kind === 'function' ? signature.params : signature.encode.params;
    if (values.length !== params.length)
      return `Expected ${params.length} input line(s), got ${values.length}`;
    return argumentsFault(params, values);
  }
  const [names, argLists, ...rest] = values;
  if (
    !Array.isArray(names) ||
    !Array.isArray(argLists) ||
    rest.length > 0 ||
    names.length !== argLists.length
  )
    return 'Expected two lines: the call names and their argument lists, of equal length';
  for (const [index, name] of names.entries()) {
    const args = argLists[index];
    if (!Array.isArray(args)) return `Arguments of call ${index + 1} must be a list`;
    const method = signature.methods.find((candidate) => candidate.name === name);
    const params = index === 0 ? signature.constructorParams : method?.params;
    if (index === 0 && name !== signature.className)
      return `The first call must be ${signature.className}`;
    if (!params) return `Unknown method ${JSON.stringify(name)}`;
    if (args.length !== params.length)
      return `${String(name)} takes ${params.length} argument(s), got ${args.length}`;
    const fault = argumentsFault(params, args, `${String(name)} `);
    if (fault) return fault;
  }
  return null;
}

/**
 * A function problem's input with its parameter names, one line each (`nums = [2,7,11,15]`), as
 * LeetCode shows it; the input as it is when its lines are not one per parameter.
 */
export function namedCaseInput(signature: Signature, input: string): string {
  if (signature.kind !== 'function' && signature.kind !== 'codec') return input;
  const params = signature.kind === 'function' ? signature.params : signature.encode.params;
  const lines = input.split('\n').filter((line) => line.trim() !== '');
  if (lines.length !== params.length) return input;
  return lines.map((line, index) => `${params[index]!.name} = ${line.trim()}`).join('\n');
}
