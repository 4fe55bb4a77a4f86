import type { Literal } from '../../judge/literal/index.ts';
import type { LineCheck } from './case-view.ts';
import { readCharacterSet, splitProseList } from './character-set.ts';
import { compare, describeValue, evaluate, valueKey } from './evaluate.ts';
import { type Comparison, type Expr, parseExpression } from './expression.ts';
import {
  allOf,
  chainTest,
  charactersTest,
  orderNames,
  overBindings,
  scoped,
  sortedTest,
  uniqueTest,
} from './line-tests.ts';
import { type InputNames, NameResolver, UnreadableLine } from './resolve-names.ts';

/** A sentence form: the line's check, or null when the line is not of this form. */
type SentenceForm = (text: string, names: InputNames) => LineCheck | null;

/** A constant of a line (`3 * 10^4`, `2^31 - 1`): no input names. */
export function constant(text: string, names: InputNames): Literal {
  const resolver = new NameResolver({ ...names, types: new Map(), derived: new Set() });
  return evaluate(resolver.resolve(parseExpression(text)), new Map());
}

/** The parts of a prose subject: `s`, `s and t`, `s1, s2, and s3`, `Both list1 and list2`. */
function subjectParts(text: string, names: InputNames): string[] {
  if (/^Both arrays$/i.test(text)) {
    const arrays = [...names.types].filter(([, type]) => type.endsWith('[]')).map(([n]) => n);
    if (arrays.length !== 2) throw new UnreadableLine('"both arrays" is not two inputs');
    return arrays;
  }
  return splitProseList(text.replace(/^(?:Both|Each)\s+/, ''));
}

/** One check per subject, each reading only its own names (a call may pass only one of them). */
function perSubject(
  text: string,
  names: InputNames,
  build: (resolver: NameResolver, subject: Expr) => LineCheck,
): LineCheck {
  return allOf(
    subjectParts(text, names).map((part) => {
      const resolver = new NameResolver(names);
      return build(resolver, resolver.resolve(parseExpression(part)));
    }),
  );
}

/** `nums` as `nums[#k]`: the items of a list, for a check that compares items. */
function items(expr: Expr, resolver: NameResolver): Expr {
  const name = resolver.indices.has('i') ? `#item${resolver.indices.size}` : 'i';
  resolver.indices.add(name);
  const index: Expr = { kind: 'name', name, text: name };
  return { kind: 'index', base: expr, index, text: `${expr.text}[i]` };
}

/** One alternative of `X is a, b or c`: a quoted text, a number, or a kind of value. */
function alternative(text: string, names: InputNames): (value: Literal) => boolean {
  const quoted = /^(?:'([^']*)'|"([^"]*)")$/.exec(text);
  if (quoted) return (value) => value === (quoted[1] ?? quoted[2]);
  const kindMatch = /^an? (.+)$/.exec(text);
  if (!kindMatch) {
    const number = constant(text, names);
    return (value) => compare('==', value, number);
  }
  const kind = kindMatch[1]!;
  const range = /^integer in the range \[(.+), (.+)\]$/.exec(kind);
  if (range) {
    const [low, high] = [constant(range[1]!, names), constant(range[2]!, names)];
    return (value) => {
      const number = typeof value === 'string' && /^-?\d+$/.test(value) ? BigInt(value) : value;
      return compare('>=', number, low) && compare('<=', number, high);
    };
  }
  if (kind === 'integer') return (value) => typeof value === 'bigint';
  const digits = /^digit (?:from '(\d)' to '(\d)'|(\d)-(\d))$/.exec(kind);
  if (digits) {
    const [low, high] = [digits[1] ?? digits[3]!, digits[2] ?? digits[4]!];
    return (value) =>
      typeof value === 'string' && value.length === 1 && value >= low && value <= high;
  }
  const set = readCharacterSet(kind);
  if (!set) throw new UnreadableLine(`unknown kind of value "${text}"`);
  return (value) => typeof value === 'string' && value.length === 1 && set.has(value);
}

/** The forms other than a bare comparison chain, tried in this order. */
export const sentenceForms: SentenceForm[] = [
  // The answer fits in a 32-bit signed integer / The answer is at most 2 * 10^9
  (text, names) => {
    const match = /^The answer (?:fits in a 32-bit signed integer|is at most (.+))$/.exec(text);
    if (!match || names.kind === 'stdio') return null;
    const resolver = new NameResolver(names);
    const answer: Expr = { kind: 'answer', text: 'the answer' };
    const [operands, ops]: [Expr[], Comparison[]] = match[1]
      ? [[answer, resolver.resolve(parseExpression(match[1]))], ['<=']]
      : [
          [parseExpression('-2^31'), answer, parseExpression('2^31 - 1')],
          ['<=', '<='],
        ];
    return scoped(resolver, chainTest(resolver, operands, ops), { needsAnswer: true });
  },
  // At most 3 * 10^4 calls are made (in total) to push, pop and top
  (text, names) => {
    const match =
      /^At most (.+?) calls (?:in total )?are made(?: in total)?(?: to (.+?))?(?: in total)?$/.exec(
        text,
      );
    if (!match || names.kind !== 'class') return null;
    const limit = constant(match[1]!, names);
    const methods = match[2] ? splitProseList(match[2]) : names.methods;
    const unknown = methods.find((method) => !names.methods.includes(method));
    if (unknown) throw new UnreadableLine(`${unknown} is not a method`);
    return (view) => {
      const count = view.scopes.filter((scope) => methods.includes(scope.method ?? '')).length;
      return compare('<=', BigInt(count), limit)
        ? null
        : `${count} calls to ${methods.join(', ')}, more than ${describeValue(limit)}`;
    };
  },
  // The tree has between 1 and 1000 nodes / The number of nodes in the tree is in the range [0, 100]
  (text, names) => {
    const match =
      /^(The|Each) (tree|list|graph) has between (.+) and (.+) nodes$/.exec(text) ??
      /^The number of nodes in (the binary|the \w+|the) (tree|list|graph) is in the range \[(.+), (.+)\]$/.exec(
        text,
      );
    if (!match) return null;
    const resolver = new NameResolver(names);
    const [low, high] = [match[3]!, match[4]!].map((bound) =>
      resolver.resolve(parseExpression(bound)),
    );
    const tests = resolver
      .structures(
        match[1]!.replace(/^(The|Each)$/, (word) => word.toLowerCase()),
        match[2]!,
      )
      .map((param) => {
        const count: Expr = { kind: 'count', param, text: `the number of nodes of ${param}` };
        return chainTest(resolver, [low!, count, high!], ['<=', '<=']);
      });
    return scoped(resolver, (env) => tests.map((test) => test(env)).find(Boolean) ?? null);
  },
  // The number of nodes in the tree is n / The list has sz nodes: definitions, checked as such
  (text) =>
    /^The number of nodes in the (tree|list) is \w+$/.test(text) ||
    /^The (tree|list) has [A-Za-z_]\w* nodes$/.test(text)
      ? () => null
      : null,
  // All the integers in nums are unique / All pairs (x_i, y_i) are distinct / Each value grid[i][j] is unique
  (text, names) => {
    const match =
      /^All (?:the )?(?:(?:integers|values|numbers|elements|words|strings|pairs) )?(?:(?:in|of) )?(.+?) are (?:all )?(?:unique|different|distinct)$/.exec(
        text,
      ) ??
      /^The \w+ of (.+?) are all (?:unique|different|distinct)$/.exec(text) ??
      /^Each value (.+?) is unique$/.exec(text) ??
      /^(.+?) consists? of unique values$/.exec(text);
    if (!match) return null;
    return perSubject(match[1]!, names, (resolver, subject) => {
      // `nums` (a list) means its items; `nums[i]`, `Node.val`, `(x_i, y_i)` already range.
      const ranges = resolver.indices.size > 0;
      return scoped(resolver, uniqueTest(resolver, ranges ? subject : items(subject, resolver)));
    });
  },
  // nums is sorted in non-decreasing order / nums holds distinct values sorted in ascending order
  (text, names) => {
    const orders = orderNames.join('|');
    const sorted = new RegExp(`^(.+?) (?:is|are) sorted in (${orders}) order$`).exec(text);
    const holds = new RegExp(`^(.+?) holds (distinct values )?sorted in (${orders}) order$`).exec(
      text,
    );
    const match = sorted ?? holds;
    if (!match) return null;
    const order = holds ? holds[3]! : match[2]!;
    return perSubject(match[1]!, names, (resolver, subject) => {
      const inOrder = sortedTest(resolver, subject, order);
      const distinct = holds?.[2] ? uniqueTest(resolver, items(subject, resolver)) : null;
      return scoped(resolver, (env) => inOrder(env) ?? distinct?.(env) ?? null);
    });
  },
  // There are no self-loops or repeated edges / There are no repeated edges (undirected `edges`)
  (text, names) => {
    const match = /^There are no (self-loops or )?repeated edges$/.exec(text);
    if (!match || names.types.get('edges') !== 'integer[][]') return null;
    const resolver = new NameResolver(names);
    resolver.resolve(parseExpression('edges'));
    return scoped(resolver, (env) => {
      const seen = new Set<string>();
      for (const [index, edge] of (env.get('edges') as Literal[][]).entries()) {
        const [a, b] = edge.map(valueKey);
        if (match[1] && a === b) return `edges[${index}] joins ${a} to itself`;
        const key = [a, b].sort().join(' ');
        if (seen.has(key)) return `edges[${index}] repeats the edge between ${a} and ${b}`;
        seen.add(key);
      }
      return null;
    });
  },
  // s consists of lowercase English letters / word in addWord consists of '.' or letters
  (text, names) => {
    const match = /^(.+?) (?:consists?|contains?) (?:only of |of only |of |only )(.+)$/.exec(text);
    if (!match) return null;
    // "and may contain leading zeros" allows, it does not restrict.
    const set = readCharacterSet(match[2]!.replace(/,? and may contain .+$/, ''));
    if (!set) throw new UnreadableLine(`unknown characters "${match[2]}"`);
    const inMethod = /^(.+) in (\w+)$/.exec(match[1]!);
    const method = inMethod && names.methods.includes(inMethod[2]!) ? inMethod[2]! : undefined;
    const subject = method ? inMethod![1]! : match[1]!;
    return perSubject(subject, names, (resolver, expr) =>
      scoped(resolver, charactersTest(resolver, expr, set), method ? { method } : {}),
    );
  },
  // grid[i][j] is '0' or '1' / tokens[i] is "+", "-" or an integer in the range [-200, 200]
  (text, names) => {
    const match = /^(\S+) is (?:either )?(.+)$/.exec(text);
    if (!match) return null;
    const resolver = new NameResolver(names);
    const subject = resolver.resolve(parseExpression(match[1]!));
    const accepts = splitProseList(match[2]!).map((part) => alternative(part, names));
    const test = overBindings(resolver, [subject], (env) => {
      const value = evaluate(subject, env);
      return accepts.some((accept) => accept(value))
        ? null
        : `${subject.text} = ${describeValue(value)} is not ${match[2]}`;
    });
    return scoped(resolver, test);
  },
];
