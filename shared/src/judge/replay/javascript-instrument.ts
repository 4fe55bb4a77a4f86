import { parse } from 'acorn';
import type { Node } from 'acorn';

/**
 * Replay's JavaScript instrumenter: parses the learner's code with acorn and inserts calls to the
 * tracer (`zc-replay.js`) before each statement, around each function and at each loop's test.
 * The tracer is reached through one parameter of a wrapper function whose name is drawn per run
 * (`tracer`): only code written inside the wrapper can name it, and direct `eval` is turned into
 * the indirect kind so that no string built at run time can reach it either.
 */

/** A place that makes a step: its line in the learner's code and the bindings it shows. */
export interface ReplaySite {
  line: number;
  names: string[];
}

/** An instrumented function: its name, its first and last line, whether it shows `this`. */
export interface ReplayFunction {
  name: string;
  line: number;
  endLine: number;
  self: boolean;
  /** The bindings its call step shows (parameters and hoisted vars). */
  names: string[];
}

export interface InstrumentedProgram {
  /** The body of `function (tracer) { return function (exports, require, module, __filename, __dirname) { … } }`. */
  body: string;
  sites: ReplaySite[];
  functions: ReplayFunction[];
  /** The top level's names, published for the harness to look the solution up by name. */
  topLevel: string[];
}

export interface InstrumentOptions {
  /** `function`: the top level only defines (no steps); `program`: it runs as `<module>`. */
  mode: 'function' | 'program';
  /** The tracer's parameter name (random per run). */
  tracer: string;
  /** Maps a position of `code` (1-based line, 0-based column) to the learner's line; null drops it. */
  lineOf?: (line: number, column: number) => number | null;
}

// acorn's nodes carry their ESTree fields; read them without a cast at each use.
type AnyNode = Node & Record<string, unknown>;
const isNode = (value: unknown): value is AnyNode =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

interface Scope {
  names: string[];
  fn: boolean;
}

/** Instruments `code`; throws acorn's SyntaxError when it does not parse. */
export function instrumentJavaScript(
  code: string,
  options: InstrumentOptions,
): InstrumentedProgram {
  const program = parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    locations: true,
    allowHashBang: true,
  }) as unknown as AnyNode;
  const T = options.tracer;
  const inserts: { at: number; text: string; rank: number }[] = [];
  let order = 0;
  const open = (at: number, text: string) => inserts.push({ at, text, rank: 1e9 + order++ });
  const close = (at: number, text: string) => inserts.push({ at, text, rank: -order++ });
  const sites: ReplaySite[] = [];
  const functions: ReplayFunction[] = [];
  const scopes: Scope[] = [];
  let traced = options.mode === 'program';

  const lineAt = (node: AnyNode, end = false): number | null => {
    const loc = node.loc!;
    const at = end ? loc.end : loc.start;
    return options.lineOf ? options.lineOf(at.line, at.column) : at.line;
  };
  const visible = (): string[] => {
    let from = scopes.length - 1;
    while (from > 0 && !scopes[from]!.fn) from--;
    const names = new Set<string>();
    for (let index = from; index < scopes.length; index++)
      for (const name of scopes[index]!.names) names.add(name);
    return [...names];
  };
  const snapshot = (names: string[]) => `() => [${names.join(', ')}]`;
  const site = (node: AnyNode, extra: string[] = []): string | null => {
    const line = lineAt(node);
    if (line === null) return null;
    const names = [...new Set([...visible(), ...extra])];
    sites.push({ line, names });
    return `${sites.length - 1}, ${snapshot(names)}`;
  };
  const stepBefore = (node: AnyNode, extra: string[] = []) => {
    if (!traced) return;
    const args = site(node, extra);
    if (args) open(node.start, `${T}.s(${args});`);
  };

  const patternNames = (pattern: unknown, out: string[]) => {
    if (!isNode(pattern)) return out;
    switch (pattern.type) {
      case 'Identifier':
        out.push(pattern.name as string);
        break;
      case 'ObjectPattern':
        for (const property of pattern.properties as AnyNode[])
          patternNames(property.type === 'RestElement' ? property.argument : property.value, out);
        break;
      case 'ArrayPattern':
        for (const element of pattern.elements as unknown[]) patternNames(element, out);
        break;
      case 'RestElement':
        patternNames(pattern.argument, out);
        break;
      case 'AssignmentPattern':
        patternNames(pattern.left, out);
        break;
    }
    return out;
  };
  const isRequire = (init: unknown) =>
    isNode(init) &&
    init.type === 'CallExpression' &&
    isNode(init.callee) &&
    init.callee.type === 'Identifier' &&
    init.callee.name === 'require';
  // Names a declaration binds, leaving out modules loaded with require (not values to watch).
  const declared = (statement: AnyNode, kinds: string[]): string[] => {
    if (statement.type !== 'VariableDeclaration' || !kinds.includes(statement.kind as string))
      return [];
    const names: string[] = [];
    for (const declarator of statement.declarations as AnyNode[])
      if (!isRequire(declarator.init)) patternNames(declarator.id, names);
    return names;
  };
  // `var`s of a function body, hoisted: every one is visible (undefined until assigned).
  const hoistedVars = (node: unknown, out: string[]) => {
    if (!isNode(node)) return out;
    if (/Function/.test(node.type) && node !== currentHoist) return out;
    if (node.type === 'VariableDeclaration') out.push(...declared(node, ['var']));
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc') continue;
      if (Array.isArray(value)) for (const item of value) hoistedVars(item, out);
      else if (isNode(value)) hoistedVars(value, out);
    }
    return out;
  };
  let currentHoist: AnyNode | null = null;

  const loops = ['ForStatement', 'WhileStatement'];
  const statements = (list: AnyNode[], lexicalScope: Scope) => {
    for (const statement of list) {
      // A directive must stay first; a loop with a test steps at its test instead.
      const quiet = typeof statement.directive === 'string' || loops.includes(statement.type);
      if (!quiet) stepBefore(statement);
      visit(statement);
      lexicalScope.names.push(...declared(statement, ['let', 'const']));
    }
  };
  // A statement that is not in a block (an if's branch, a loop's body) gets one around it.
  const body = (node: unknown, extra: string[] = [], header?: AnyNode, owner?: AnyNode) => {
    if (!isNode(node)) return;
    if (node.type === 'BlockStatement') {
      const scope: Scope = { names: [...extra], fn: false };
      scopes.push(scope);
      if (header && traced) {
        const args = site(header);
        if (args) open(node.start + 1, `${T}.s(${args});`);
      }
      statements(node.body as AnyNode[], scope);
      scopes.pop();
      return;
    }
    const scope: Scope = { names: [...extra], fn: false };
    scopes.push(scope);
    open(node.start, '{');
    if (header && traced) {
      const args = site(header);
      if (args) open(node.start, `${T}.s(${args});`);
    }
    // `if (x) return y;` on one line is one step, as a debugger shows it.
    if (!owner || owner.loc!.start.line !== node.loc!.start.line) stepBefore(node);
    visit(node);
    close(node.end, '}');
    scopes.pop();
  };
  const loopTest = (loop: AnyNode, test: unknown, at: number, extra: string[]) => {
    if (!traced) return;
    scopes.push({ names: extra, fn: false });
    const args = site(loop);
    scopes.pop();
    if (!args) return;
    if (isNode(test)) {
      open(test.start, `${T}.t(${args}) && (`);
      close(test.end, ')');
    } else open(at, `${T}.t(${args})`);
  };

  const functionName = (node: AnyNode, parent: AnyNode | null): string => {
    if (isNode(node.id)) return node.id.name as string;
    if (parent && parent.type === 'VariableDeclarator' && isNode(parent.id))
      return (parent.id.name as string) ?? '(anonymous)';
    if (parent && (parent.type === 'MethodDefinition' || parent.type === 'Property')) {
      const key = parent.key as AnyNode;
      if (parent.kind === 'constructor') return 'constructor';
      return key.type === 'Identifier' ? (key.name as string) : String(key.value ?? '(anonymous)');
    }
    if (parent && parent.type === 'AssignmentExpression' && isNode(parent.left)) {
      const left = parent.left;
      if (left.type === 'MemberExpression' && isNode(left.property) && !left.computed)
        return left.property.name as string;
      if (left.type === 'Identifier') return left.name as string;
    }
    return '(anonymous)';
  };

  const visitFunction = (node: AnyNode, parent: AnyNode | null, derived: boolean) => {
    const outerTraced = traced;
    // A generator's or async function's frame outlives its calls: its body is left as it is.
    if (node.generator || node.async) {
      traced = false;
      visitChildren(node);
      traced = outerTraced;
      return;
    }
    const line = lineAt(node);
    const endLine = lineAt(node, true) ?? line;
    const params: string[] = [];
    for (const param of node.params as AnyNode[]) patternNames(param, params);
    const arrow = node.type === 'ArrowFunctionExpression';
    const self = !arrow && !derived;
    currentHoist = node;
    const vars = isNode(node.body) ? hoistedVars(node.body, []) : [];
    currentHoist = null;
    for (const param of node.params as AnyNode[]) visit(param);
    if (line === null) {
      traced = false;
      visitChildren(node.body as AnyNode);
      traced = outerTraced;
      return;
    }
    const names = [...new Set([...params, ...vars])];
    functions.push({
      name: functionName(node, parent),
      line,
      endLine: endLine ?? line,
      self,
      names,
    });
    const id = functions.length - 1;
    const frame = `${T}f${id}`;
    const error = `${T}e${id}`;
    const enter = `const ${frame} = ${T}.c(${id}, ${snapshot(names)}${self ? ', () => this' : ''});`;
    const leave = `catch (${error}) { ${T}.x(${frame}, ${error}); throw ${error}; } finally { ${T}.l(${frame}); }`;
    scopes.push({ names, fn: true });
    traced = true;
    const fnBody = node.body as AnyNode;
    if (fnBody.type === 'BlockStatement') {
      const list = fnBody.body as AnyNode[];
      let at = fnBody.start + 1;
      let first = 0;
      while (first < list.length && typeof list[first]!.directive === 'string')
        at = list[first++]!.end;
      // An empty body's open and close fall on one position: one insert keeps their order.
      if (at === fnBody.end - 1) open(at, `${enter} try {} ${leave}`);
      else open(at, `${enter} try {`);
      const scope: Scope = { names: [], fn: false };
      scopes.push(scope);
      statements(list.slice(first), scope);
      scopes.pop();
      if (at !== fnBody.end - 1) close(fnBody.end - 1, `} ${leave}`);
    } else {
      const returnSite = site(fnBody);
      const siteId = returnSite === null ? -1 : sites.length - 1;
      open(fnBody.start, `{ ${enter} try { return ${T}.r(${siteId}, (`);
      visit(fnBody);
      close(fnBody.end, `)); } ${leave} }`);
    }
    scopes.pop();
    traced = outerTraced;
  };

  const visitChildren = (node: AnyNode) => {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc') continue;
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) visit(item, node);
      } else if (isNode(value)) visit(value, node);
    }
  };

  let classDerived = false;
  const visit = (node: AnyNode, parent: AnyNode | null = null): void => {
    switch (node.type) {
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression': {
        const derived =
          classDerived && parent?.type === 'MethodDefinition' && parent.kind === 'constructor';
        return visitFunction(node, parent, derived);
      }
      case 'ClassDeclaration':
      case 'ClassExpression': {
        const outer = classDerived;
        classDerived = node.superClass !== null && node.superClass !== undefined;
        visitChildren(node);
        classDerived = outer;
        return;
      }
      case 'StaticBlock': {
        const outer = traced;
        traced = false;
        visitChildren(node);
        traced = outer;
        return;
      }
      case 'CallExpression': {
        const callee = node.callee as AnyNode;
        if (callee.type === 'Identifier' && callee.name === 'eval') {
          open(callee.start, '(0, ');
          close(callee.end, ')');
        }
        return visitChildren(node);
      }
      case 'BlockStatement': {
        const scope: Scope = { names: [], fn: false };
        scopes.push(scope);
        statements(node.body as AnyNode[], scope);
        scopes.pop();
        return;
      }
      case 'ReturnStatement': {
        if (!traced || !scopes.some((scope) => scope.fn)) return visitChildren(node);
        const argument = node.argument as AnyNode | null;
        const args = site(node);
        if (!args) return visitChildren(node);
        const siteId = sites.length - 1;
        if (argument) {
          open(argument.start, `${T}.r(${siteId}, (`);
          visit(argument, node);
          close(argument.end, '))');
        } else
          open(node.end - (code[node.end - 1] === ';' ? 1 : 0), ` ${T}.r(${siteId}, undefined)`);
        return;
      }
      case 'IfStatement':
        visit(node.test as AnyNode, node);
        body(node.consequent, [], undefined, node);
        if (isNode(node.alternate)) {
          if (node.alternate.type === 'IfStatement') {
            open(node.alternate.start, '{');
            stepBefore(node.alternate);
            visit(node.alternate, node);
            close(node.alternate.end, '}');
          } else body(node.alternate, [], undefined, node);
        }
        return;
      case 'ForStatement': {
        const init = node.init as AnyNode | null;
        const names = init ? declared(init, ['let', 'const', 'var']) : [];
        if (init) visit(init, node);
        const at = code.indexOf(';', init ? init.end : (node.start as number) + 3);
        loopTest(node, node.test, at + 1, names);
        if (isNode(node.test)) visit(node.test, node);
        if (isNode(node.update)) visit(node.update, node);
        body(node.body, names, undefined, node);
        return;
      }
      case 'WhileStatement':
        loopTest(node, node.test, 0, []);
        visit(node.test as AnyNode, node);
        body(node.body, [], undefined, node);
        return;
      case 'DoWhileStatement':
        body(node.body);
        loopTest(node, node.test, 0, []);
        visit(node.test as AnyNode, node);
        return;
      case 'ForOfStatement':
      case 'ForInStatement': {
        const left = node.left as AnyNode;
        const names =
          left.type === 'VariableDeclaration' ? declared(left, ['let', 'const', 'var']) : [];
        visit(node.right as AnyNode, node);
        body(node.body, names, node, node);
        return;
      }
      case 'CatchClause': {
        const names = patternNames(node.param, []);
        body(node.body, names);
        return;
      }
      case 'SwitchStatement': {
        visit(node.discriminant as AnyNode, node);
        // Its cases share one scope whose let/const a jump can skip (TDZ): they are not shown.
        scopes.push({ names: [], fn: false });
        for (const switchCase of node.cases as AnyNode[]) {
          if (isNode(switchCase.test)) visit(switchCase.test, switchCase);
          for (const statement of switchCase.consequent as AnyNode[]) {
            stepBefore(statement);
            visit(statement, switchCase);
          }
        }
        scopes.pop();
        return;
      }
      case 'LabeledStatement':
        return visit(node.body as AnyNode, node);
      default:
        return visitChildren(node);
    }
  };

  const topLevel: string[] = [];
  const top = program.body as AnyNode[];
  for (const statement of top) {
    topLevel.push(...declared(statement, ['var', 'let', 'const']));
    if (
      (statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') &&
      isNode(statement.id)
    )
      topLevel.push(statement.id.name as string);
  }
  currentHoist = program;
  const topVars = hoistedVars(program, []);
  currentHoist = null;
  const topScope: Scope = { names: [...new Set(topVars)], fn: true };
  scopes.push(topScope);
  const lexical: Scope = { names: [], fn: false };
  scopes.push(lexical);
  statements(top, lexical);

  inserts.sort((a, b) => a.at - b.at || a.rank - b.rank);
  let out = '';
  let from = 0;
  for (const insert of inserts) {
    out += code.slice(from, insert.at) + insert.text;
    from = insert.at;
  }
  out += code.slice(from);
  // Each name the harness may look up, read where the learner's code defined it.
  const lookups = [...new Set(topLevel)]
    .map(
      (name) =>
        `case ${JSON.stringify(name)}: return typeof ${name} === 'undefined' ? undefined : ${name};`,
    )
    .join(' ');
  const wrapped = `return function (exports, require, module, __filename, __dirname) {\n${out}\n;return (${T}n) => { switch (${T}n) { ${lookups} default: return undefined; } };\n};`;
  return { body: wrapped, sites, functions, topLevel };
}
