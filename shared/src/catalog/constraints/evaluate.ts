import type { Literal } from '../../judge/literal/index.ts';
import type { Comparison, Expr } from './expression.ts';

/** The values a check reads: the input's names, derived names (`n`) and bound indices (`i`). */
export type Env = Map<string, Literal>;

/** A value the case does not have (`matrix[0]` of an empty matrix): the case breaks the line. */
export class EvaluationFault extends Error {
  override name = 'EvaluationFault';
}

export const describeValue = (value: Literal): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? Number(item) : item,
  ) ?? String(value);

/** An index variable of a line (`i` in `nums[i]`) and the value it ranges over (`nums`). */
export interface IndexVariable {
  name: string;
  over: Expr;
}

/**
 * The index variables of an expression, outermost first: in `grid[i][j]`, `i` ranges over `grid`
 * and `j` over `grid[i]`. A variable bound inside `sum(...)` belongs to the sum.
 */
export function indexVariables(expr: Expr, isIndex: (name: string) => boolean): IndexVariable[] {
  const found: IndexVariable[] = [];
  const visit = (node: Expr): void => {
    switch (node.kind) {
      case 'index':
        visit(node.base);
        if (node.index.kind === 'name' && isIndex(node.index.name)) {
          const name = node.index.name;
          if (!found.some((variable) => variable.name === name))
            found.push({ name, over: node.base });
        } else visit(node.index);
        return;
      case 'member':
        return visit(node.base);
      case 'binary':
        visit(node.left);
        return visit(node.right);
      case 'negate':
        return visit(node.operand);
      case 'tuple':
        return node.items.forEach(visit);
      default:
        return;
    }
  };
  visit(expr);
  return found;
}

function toNumber(value: Literal, text: string): bigint | number {
  if (typeof value === 'bigint' || typeof value === 'number') return value;
  throw new EvaluationFault(`${text} is ${describeValue(value)}, not a number`);
}

function arithmetic(op: string, left: bigint | number, right: bigint | number): bigint | number {
  if (typeof left === 'bigint' && typeof right === 'bigint') {
    if (op === '+') return left + right;
    if (op === '-') return left - right;
    if (op === '*') return left * right;
    if (op === '^' && right >= 0n && right < 4096n) return left ** right;
    if (op === '/' && right !== 0n && left % right === 0n) return left / right;
  }
  const [a, b] = [Number(left), Number(right)];
  return op === '+' ? a + b : op === '-' ? a - b : op === '*' ? a * b : op === '/' ? a / b : a ** b;
}

/** The length of an array (a list's or tree's literal) or a string; an absent list is empty. */
function lengthOf(value: Literal, text: string): bigint {
  if (value === null) return 0n;
  if (typeof value === 'string' || Array.isArray(value)) return BigInt(value.length);
  throw new EvaluationFault(`${text} is ${describeValue(value)}, which has no length`);
}

/** The values of the nodes of linked-structure literals: `null` gaps of a tree left out. */
export function nodeValues(value: Literal): Literal[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item) => item !== null)
    .map((item) => (Array.isArray(item) && item.length === 2 ? item[0]! : item));
}

const nodesCache = new WeakMap<Expr, { sources: Literal[]; values: Literal[] }>();

/** Evaluates an expression; index variables and names come from `env`. */
export function evaluate(expr: Expr, env: Env): Literal {
  switch (expr.kind) {
    case 'number':
    case 'string':
      return expr.value;
    case 'name': {
      const value = env.get(expr.name);
      if (value === undefined) throw new EvaluationFault(`${expr.name} is not defined`);
      return value;
    }
    case 'answer': {
      const value = env.get('answer');
      if (value === undefined) throw new EvaluationFault('the answer is not known');
      return value;
    }
    case 'index': {
      const base = evaluate(expr.base, env);
      const index = Number(toNumber(evaluate(expr.index, env), expr.index.text));
      if (typeof base === 'string' || Array.isArray(base)) {
        const item = base[index];
        if (item !== undefined) return item;
      }
      throw new EvaluationFault(`${expr.text} does not exist`);
    }
    case 'member':
      if (expr.member !== 'length') throw new EvaluationFault(`${expr.text} is not defined`);
      return lengthOf(evaluate(expr.base, env), expr.base.text);
    case 'binary':
      return arithmetic(
        expr.op,
        toNumber(evaluate(expr.left, env), expr.left.text),
        toNumber(evaluate(expr.right, env), expr.right.text),
      );
    case 'negate': {
      const value = toNumber(evaluate(expr.operand, env), expr.operand.text);
      return -value;
    }
    case 'sum': {
      let total: bigint | number = 0n;
      const variables = indexVariables(expr.operand, (name) => !env.has(name));
      forEachBinding(variables, env, () => {
        total = arithmetic('+', total, toNumber(evaluate(expr.operand, env), expr.operand.text));
        return true;
      });
      return total;
    }
    case 'tuple':
      return expr.items.map((item) => evaluate(item, env));
    case 'nodes': {
      // Read once per input, not once per node: `Node.val` indexes this list for every node.
      const sources = expr.params.map((param) => env.get(param) ?? null);
      const cached = nodesCache.get(expr);
      if (cached && cached.sources.every((source, index) => source === sources[index]))
        return cached.values;
      const values = sources.flatMap(nodeValues);
      nodesCache.set(expr, { sources, values });
      return values;
    }
    case 'count':
      return BigInt(nodeValues(env.get(expr.param) ?? null).length);
  }
}

/**
 * Calls `visit` with every binding of the index variables set in `env` (nested, outermost
 * first); stops when `visit` returns false. Returns false when it was stopped.
 */
export function forEachBinding(
  variables: IndexVariable[],
  env: Env,
  visit: () => boolean,
  depth = 0,
): boolean {
  const variable = variables[depth];
  if (!variable) return visit();
  const over = evaluate(variable.over, env);
  const length = over === null ? 0 : Number(lengthOf(over, variable.over.text));
  for (let index = 0; index < length; index++) {
    env.set(variable.name, BigInt(index));
    if (!forEachBinding(variables, env, visit, depth + 1)) return false;
  }
  env.delete(variable.name);
  return true;
}

/** The key two values share when they are equal (numbers by value, lists item by item). */
export function valueKey(value: Literal): string {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number')
    return Number.isInteger(value) ? BigInt(value).toString() : String(value);
  if (Array.isArray(value)) return `[${value.map(valueKey).join(',')}]`;
  return JSON.stringify(value);
}

/** Whether `left op right` holds; numbers compare by value, other values only by (in)equality. */
export function compare(op: Comparison, left: Literal, right: Literal): boolean {
  const numeric =
    (typeof left === 'bigint' || typeof left === 'number') &&
    (typeof right === 'bigint' || typeof right === 'number');
  if (op === '==' || op === '!=') {
    const equal = numeric ? compareNumbers(left, right) === 0 : valueKey(left) === valueKey(right);
    return op === '==' ? equal : !equal;
  }
  if (!numeric) return false;
  const order = compareNumbers(left, right);
  return op === '<' ? order < 0 : op === '<=' ? order <= 0 : op === '>' ? order > 0 : order >= 0;
}

function compareNumbers(left: bigint | number, right: bigint | number): number {
  if (typeof left === 'bigint' && typeof right === 'bigint')
    return left < right ? -1 : left > right ? 1 : 0;
  const [a, b] = [Number(left), Number(right)];
  return a < b ? -1 : a > b ? 1 : 0;
}
