import type { Literal } from '../../judge/literal/index.ts';
import type { CaseView, LineCheck } from './case-view.ts';
import { characterOutside } from './character-set.ts';
import {
  compare,
  describeValue,
  type Env,
  evaluate,
  EvaluationFault,
  forEachBinding,
  indexVariables,
  valueKey,
} from './evaluate.ts';
import type { Comparison, Expr } from './expression.ts';
import type { NameResolver } from './resolve-names.ts';

/** A test of one line on the values of one scope: null when they keep it. */
export type Test = (env: Env) => string | null;

/** `at i = 3, j = 0: ` for the index variables bound in env (fresh node indices left out). */
function where(env: Env, indices: Set<string>): string {
  const bound = [...indices]
    .filter((name) => !name.startsWith('#') && env.has(name))
    .map((name) => `${name} = ${describeValue(env.get(name)!)}`);
  return bound.length ? `at ${bound.join(', ')}: ` : '';
}

/** Whether an expression reads no input (`-10^9`, `2^31 - 1`). */
function isConstant(expr: Expr): boolean {
  if (expr.kind === 'number') return true;
  if (expr.kind === 'negate') return isConstant(expr.operand);
  return expr.kind === 'binary' && isConstant(expr.left) && isConstant(expr.right);
}

const shown = (expr: Expr, value: Literal) =>
  isConstant(expr) ? expr.text : `${expr.text} = ${describeValue(value)}`;

/**
 * The line's check: `test` once on the global names when they hold every name it reads, else in
 * each scope that does (each call of a class-design case), optionally only one method's calls.
 */
export function scoped(
  resolver: NameResolver,
  test: Test,
  options: { method?: string; needsAnswer?: boolean } = {},
): LineCheck {
  const used = [...resolver.used];
  const derived = used.filter((name) => resolver.names.derived.has(name));
  return (view: CaseView) => {
    if (options.needsAnswer && view.answer === undefined) return null;
    const missing = derived.find((name) => !view.global.has(name));
    if (missing) return `${missing} cannot be worked out from this case`;
    const global = new Map(view.global);
    if (view.answer !== undefined) global.set('answer', view.answer);
    if (!options.method && used.every((name) => global.has(name))) return test(global);
    for (const scope of view.scopes) {
      if (options.method && scope.method !== options.method) continue;
      if (!used.every((name) => global.has(name) || scope.values.has(name))) continue;
      const fault = test(new Map([...global, ...scope.values]));
      if (fault) return `${scope.label}: ${fault}`;
    }
    return null;
  };
}

/** The first fault of several checks (one per subject of a line), or null. */
export function allOf(checks: LineCheck[]): LineCheck {
  return (view) => {
    for (const check of checks) {
      const fault = check(view);
      if (fault) return fault;
    }
    return null;
  };
}

/** `test` under every binding of the index variables of `exprs`, until one faults. */
export function overBindings(resolver: NameResolver, exprs: Expr[], test: Test): Test {
  const isIndex = (name: string) => resolver.indices.has(name);
  const variables = exprs.flatMap((expr) => indexVariables(expr, isIndex));
  const unique = variables.filter(
    (variable, index) => variables.findIndex((other) => other.name === variable.name) === index,
  );
  return (env) => {
    let fault: string | null = null;
    try {
      forEachBinding(unique, env, () => {
        fault = test(env);
        if (fault) fault = `${where(env, resolver.indices)}${fault}`;
        return fault === null;
      });
    } catch (error) {
      if (!(error instanceof EvaluationFault)) throw error;
      return `${where(env, resolver.indices)}${error.message}`;
    }
    return fault;
  };
}

/** `a <= b < c`: every comparison holds for every binding of the indices. */
export function chainTest(resolver: NameResolver, operands: Expr[], ops: Comparison[]): Test {
  return overBindings(resolver, operands, (env) => {
    const values = operands.map((operand) => evaluate(operand, env));
    for (const [index, op] of ops.entries()) {
      const [left, right] = [values[index]!, values[index + 1]!];
      if (!compare(op, left, right))
        return `${shown(operands[index]!, left)} is not ${op} ${shown(operands[index + 1]!, right)}`;
    }
    return null;
  });
}

const orders: Record<string, Comparison> = {
  'non-decreasing': '<=',
  ascending: '<=',
  'strictly increasing': '<',
  'non-increasing': '>=',
  descending: '>=',
};

export const orderNames = Object.keys(orders);

/** Each value of `expr` (a list) is in `order`. */
export function sortedTest(resolver: NameResolver, expr: Expr, order: string): Test {
  const op = orders[order]!;
  return overBindings(resolver, [expr], (env) => {
    const value = evaluate(expr, env);
    const items = Array.isArray(value) ? value : value === null ? [] : null;
    if (!items) return `${expr.text} is not a list`;
    for (let index = 1; index < items.length; index++)
      if (!compare(op, items[index - 1]!, items[index]!))
        return `${expr.text}[${index - 1}] = ${describeValue(items[index - 1]!)} and ${expr.text}[${index}] = ${describeValue(items[index]!)} are not in ${order} order`;
    return null;
  });
}

/** No two bindings of the indices give `expr` the same value. */
export function uniqueTest(resolver: NameResolver, expr: Expr): Test {
  return (env) => {
    const seen = new Set<string>();
    return overBindings(resolver, [expr], (inner) => {
      const value = evaluate(expr, inner);
      const key = valueKey(value);
      if (seen.has(key)) return `${expr.text} = ${describeValue(value)} appears twice`;
      seen.add(key);
      return null;
    })(env);
  };
}

/** Every character of `expr`'s text (or of every text in its lists) is in `allowed`. */
export function charactersTest(resolver: NameResolver, expr: Expr, allowed: Set<string>): Test {
  return overBindings(resolver, [expr], (env) => {
    const fault = charactersFault(evaluate(expr, env), allowed);
    return fault ? `${expr.text} holds ${fault}` : null;
  });
}

function charactersFault(value: Literal, allowed: Set<string>): string | null {
  if (typeof value === 'string') {
    const outside = characterOutside(value, allowed);
    return outside === null ? null : JSON.stringify(outside);
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const fault = charactersFault(item, allowed);
      if (fault) return fault;
    }
    return null;
  }
  return value === null ? null : `${describeValue(value)}, not text`;
}
