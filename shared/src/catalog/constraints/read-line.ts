import type { LineCheck } from './case-view.ts';
import { EvaluationFault } from './evaluate.ts';
import { type Chain, type Expr, ExpressionError, parseChain } from './expression.ts';
import { allOf, chainTest, scoped } from './line-tests.ts';
import { type InputNames, NameResolver, UnreadableLine } from './resolve-names.ts';
import { sentenceForms } from './sentence-forms.ts';

/** A name a line defines from the input: `n == nums.length` gives n. */
export interface Definition {
  name: string;
  value: Expr;
}

export type LineReading = { check: LineCheck } | { unreadable: string };

/** The text a line is read from: its final period and remarks such as "(i.e., …)" left out. */
export function normaliseLine(line: string, aliases: Record<string, string>): string {
  let text = line.trim().replace(/\.$/, '');
  text = text.replace(/\s*\((?:i\.e\.|e\.g\.|[a-z]\w* is )[^)]*\)\.?$/, '').replace(/\.$/, '');
  // Aliases for phrases ("weight of each stone") are replaced in the text; single names are
  // replaced once the line is parsed.
  for (const [phrase, meaning] of Object.entries(aliases))
    if (/\s/.test(phrase)) text = text.split(phrase).join(`(${meaning})`);
  // `h[0] + h[1] + ... + h[n-1]` is the sum of h.
  return text.replace(
    /\b(\w+)\[0\]\s*\+\s*\1\[1\]\s*\+\s*(?:\.\.\.|…)\s*\+\s*\1\[[^\]]+\]/g,
    'sum($1[i])',
  );
}

/** The comparison chains of a line: one, or several joined by "and" (`a <= n and a != b`). */
function chainsOf(text: string): Chain[] {
  try {
    return [parseChain(text)];
  } catch (error) {
    const parts = text.split(/\s+and\s+/);
    if (parts.length < 2 || !(error instanceof ExpressionError)) throw error;
    return parts.map(parseChain);
  }
}

/** One chain per choice where a position lists several operands (`s.length, p.length`). */
function expandChain(chain: Chain): Expr[][] {
  return chain.operands.reduce<Expr[][]>(
    (partial, choices) => partial.flatMap((prefix) => choices.map((choice) => [...prefix, choice])),
    [[]],
  );
}

function chainCheck(chain: Chain, names: InputNames): LineCheck {
  // Each expanded chain reads its own names: `key.length, value.length` holds in a call that
  // passes only a key.
  return allOf(
    expandChain(chain).map((operands) => {
      const resolver = new NameResolver(names);
      const resolved = operands.map((operand) => resolver.resolve(operand));
      return scoped(resolver, chainTest(resolver, resolved, chain.ops));
    }),
  );
}

const isUndefinedName = (
  expr: Expr | undefined,
  names: InputNames,
): expr is Expr & { kind: 'name' } =>
  expr?.kind === 'name' &&
  !names.types.has(expr.name) &&
  names.aliases[expr.name] === undefined &&
  expr.name !== 'Node';

/**
 * The names a line defines: the unknown side of an equality (`n == nums.length`, `nums.length ==
 * n + 1`) and "The number of nodes in the tree is n". Read before the checks, which use them.
 */
export function lineDefinitions(line: string, names: InputNames): Definition[] {
  const text = normaliseLine(line, names.aliases);
  const count =
    /^The number of nodes in the (tree|list) is ([A-Za-z_]\w*)$/.exec(text) ??
    /^The (tree|list) has ([A-Za-z_]\w*) nodes$/.exec(text);
  if (count) {
    try {
      const [param] = new NameResolver(names).structures('the', count[1]!);
      return [{ name: count[2]!, value: { kind: 'count', param: param!, text: 'its nodes' } }];
    } catch {
      return [];
    }
  }
  let chains: Chain[];
  try {
    chains = chainsOf(text);
  } catch {
    return [];
  }
  const definitions: Definition[] = [];
  for (const chain of chains) {
    chain.ops.forEach((op, index) => {
      const [left, right] = [chain.operands[index]!, chain.operands[index + 1]!];
      if (op !== '==' || left.length > 1 || right.length > 1) return;
      for (const [target, source] of [
        [left[0]!, right[0]!],
        [right[0]!, left[0]!],
      ] as const) {
        if (isUndefinedName(target, names)) {
          definitions.push({ name: target.name, value: source });
          return;
        }
        if (
          target.kind === 'binary' &&
          (target.op === '+' || target.op === '-') &&
          isUndefinedName(target.left, names)
        ) {
          const op = target.op === '+' ? '-' : '+';
          const value: Expr = {
            kind: 'binary',
            op,
            left: source,
            right: target.right,
            text: source.text,
          };
          definitions.push({ name: target.left.name, value });
          return;
        }
      }
    });
  }
  return definitions;
}

/**
 * Reads one constraint line into a check, or says why it cannot: one of the sentence forms, a
 * comparison chain (`1 <= s.length, p.length <= 3 * 10^4`), or chains joined by "and".
 */
export function readLine(line: string, names: InputNames): LineReading {
  const text = normaliseLine(line, names.aliases);
  try {
    for (const form of sentenceForms) {
      const check = form(text, names);
      if (check) return { check };
    }
    return { check: allOf(chainsOf(text).map((chain) => chainCheck(chain, names))) };
  } catch (error) {
    if (
      error instanceof UnreadableLine ||
      error instanceof ExpressionError ||
      error instanceof EvaluationFault
    )
      return { unreadable: error.message };
    throw error;
  }
}
