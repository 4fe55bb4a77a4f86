import type { Expr } from './expression.ts';
import { parseExpression } from './expression.ts';

/** What a problem's input is called: its names and their types, and the lines' own names. */
export interface InputNames {
  kind: 'function' | 'class' | 'codec' | 'stdio';
  /** Every input name and its signature type (`integer[]`, `TreeNode`; stdio: `value`). */
  types: Map<string, string>;
  /** A class-design problem's class and its methods. */
  className?: string;
  methods: string[];
  /** Names the problem's module gives parts of the input: `from_i` is `flights[i][0]`. */
  aliases: Record<string, string>;
  /** Names a line defines (`n == nums.length`, `The list has sz nodes`). */
  derived: Set<string>;
}

/** A line the reader cannot turn into a check, and why. */
export class UnreadableLine extends Error {
  override name = 'UnreadableLine';
}

const nodeTypes = ['ListNode', 'TreeNode', 'RandomListNode', 'GraphNode'];

export const isNodeType = (type: string | undefined) => nodeTypes.includes(type ?? '');

/** The expression with aliases replaced and every name checked; collects the names it reads. */
export class NameResolver {
  /** Input and derived names the expressions read. */
  readonly used = new Set<string>();
  /** Index variables (`i`, `j`, and fresh ones for `Node.val`). */
  readonly indices = new Set<string>();
  private fresh = 0;

  constructor(readonly names: InputNames) {}

  private known(name: string): boolean {
    return this.names.types.has(name) || this.names.derived.has(name);
  }

  resolve(expr: Expr, aliasDepth = 0): Expr {
    switch (expr.kind) {
      case 'name': {
        const alias = this.names.aliases[expr.name];
        if (alias !== undefined && aliasDepth < 4)
          return this.resolve(parseExpression(alias), aliasDepth + 1);
        if (this.known(expr.name)) {
          this.used.add(expr.name);
          return expr;
        }
        throw new UnreadableLine(`names ${expr.name}, which the input does not give`);
      }
      case 'index': {
        const base = this.resolve(expr.base, aliasDepth);
        const { index } = expr;
        if (
          index.kind === 'name' &&
          !this.known(index.name) &&
          this.names.aliases[index.name] === undefined
        ) {
          this.indices.add(index.name);
          return { ...expr, base };
        }
        return { ...expr, base, index: this.resolve(index, aliasDepth) };
      }
      case 'member': {
        if (expr.member === 'length') return { ...expr, base: this.resolve(expr.base, aliasDepth) };
        if (expr.member !== 'val' || expr.base.kind !== 'name')
          throw new UnreadableLine(`cannot read ${expr.text}`);
        const params =
          expr.base.name === 'Node'
            ? this.nodeParams()
            : isNodeType(this.names.types.get(expr.base.name))
              ? [expr.base.name]
              : [];
        if (params.length === 0) throw new UnreadableLine(`${expr.text}: no such nodes`);
        params.forEach((param) => this.used.add(param));
        const index = `#node${++this.fresh}`;
        this.indices.add(index);
        return {
          kind: 'index',
          base: { kind: 'nodes', params, text: `${expr.base.text}s` },
          index: { kind: 'name', name: index, text: index },
          text: expr.text,
        };
      }
      case 'binary':
        return {
          ...expr,
          left: this.resolve(expr.left, aliasDepth),
          right: this.resolve(expr.right, aliasDepth),
        };
      case 'negate':
        return { ...expr, operand: this.resolve(expr.operand, aliasDepth) };
      case 'sum':
        return { ...expr, operand: this.resolve(expr.operand, aliasDepth) };
      case 'tuple':
        return { ...expr, items: expr.items.map((item) => this.resolve(item, aliasDepth)) };
      default:
        return expr;
    }
  }

  /** The linked-structure inputs (not the nodes written as values, such as p and q). */
  nodeParams(type?: string): string[] {
    return [...this.names.types]
      .filter(([, paramType]) => (type ? paramType === type : isNodeType(paramType)))
      .map(([name]) => name);
  }

  /** `the tree`, `the list`, `Each tree`, `the root tree`: the inputs a sentence speaks of. */
  structures(which: string, noun: string): string[] {
    const type = { tree: 'TreeNode', list: 'ListNode', graph: 'GraphNode' }[noun];
    const all = [
      ...this.nodeParams(type),
      ...(noun === 'list' ? this.nodeParams('RandomListNode') : []),
    ];
    let chosen: string[];
    if (which === 'each') chosen = all;
    else if (which === 'the' || which === 'the binary') {
      if (all.length !== 1) throw new UnreadableLine(`"${which} ${noun}" is not one input`);
      chosen = all;
    } else chosen = all.filter((name) => name === which.replace(/^the /, ''));
    if (chosen.length === 0) throw new UnreadableLine(`no ${noun} named by "${which}"`);
    chosen.forEach((name) => this.used.add(name));
    return chosen;
  }
}
