import type { Signature } from '../../contract/signature.ts';
import { type Literal, parseLiteral, parseLiterals } from '../../judge/literal/index.ts';
import type { CaseScope, CaseView, LineCheck } from './case-view.ts';
import type { ConstraintModule, PromiseInput } from './constraint-module.ts';
import { type Env, evaluate, EvaluationFault, forEachBinding, indexVariables } from './evaluate.ts';
import { type Definition, lineDefinitions, readLine } from './read-line.ts';
import { type InputNames, NameResolver, UnreadableLine } from './resolve-names.ts';

/** How one constraint line is checked: by the reader, by the problem's module, or not at all. */
export type LineStatus =
  | { line: string; by: 'reader' }
  | { line: string; by: 'module' }
  | { line: string; by: 'none'; reason: string };

/** A case that breaks a constraint line (`line` null: the input could not be read at all). */
export interface ConstraintFault {
  line: string | null;
  fault: string;
}

export interface ConstraintValidator {
  lines: LineStatus[];
  /** Problems with the module itself: lines it names that the problem lacks or the reader reads. */
  moduleProblems: string[];
  /** Every line the case breaks (lines no one checks are not reported here: see `lines`). */
  validate(testcase: { input: string; output?: string }): ConstraintFault[];
}

function inputNames(signature: Signature, module: ConstraintModule | undefined): InputNames {
  const types = new Map<string, string>();
  const names: InputNames = {
    kind: signature.kind,
    types,
    methods: [],
    aliases: module?.names ?? {},
    derived: new Set(),
  };
  if (signature.kind === 'function' || signature.kind === 'codec') {
    const params: { name: string; type: string; nodeIn?: string | undefined }[] =
      signature.kind === 'function' ? signature.params : signature.encode.params;
    // p and q of Lowest Common Ancestor are written as values.
    for (const param of params) types.set(param.name, param.nodeIn ? 'integer' : param.type);
  } else if (signature.kind === 'class') {
    names.className = signature.className;
    names.methods = signature.methods.map((method) => method.name);
    for (const param of [
      ...signature.constructorParams,
      ...signature.methods.flatMap((method) => method.params),
    ])
      if (!types.has(param.name)) types.set(param.name, param.type);
  } else {
    for (const name of module?.stdio?.names ?? []) types.set(name, 'value');
  }
  return names;
}

const record = (env: Env): Record<string, Literal> => Object.fromEntries(env);

/** The case's values by name, or why its input cannot be read. */
function caseView(
  signature: Signature,
  module: ConstraintModule | undefined,
  input: string,
): CaseView | string {
  try {
    if (signature.kind === 'stdio') {
      if (!module?.stdio) return 'no reader for this stdio problem';
      const read = module.stdio.read(input);
      return {
        global: new Map(Object.entries(read.global)),
        scopes: (read.scopes ?? []).map((scope) => ({
          label: scope.label,
          values: new Map(Object.entries(scope.values)),
        })),
      };
    }
    const values = parseLiterals(input);
    if (signature.kind !== 'class') {
      const params = signature.kind === 'function' ? signature.params : signature.encode.params;
      if (values.length !== params.length)
        return `expected ${params.length} input line(s), got ${values.length}`;
      return { global: new Map(params.map((param, i) => [param.name, values[i]!])), scopes: [] };
    }
    const [calls, argLists] = values as [Literal[], Literal[][]];
    const scopes: CaseScope[] = calls.map((name, index) => {
      const method = signature.methods.find((candidate) => candidate.name === name);
      const params = index === 0 ? signature.constructorParams : (method?.params ?? []);
      const args = argLists[index] ?? [];
      return {
        label: `call ${index} (${String(name)})`,
        method: String(name),
        values: new Map(params.map((param, i) => [param.name, args[i] ?? null])),
      };
    });
    return { global: new Map(), scopes };
  } catch (error) {
    return (error as Error).message;
  }
}

/** Works out the derived names (`n`, `m`) in the global values, each from its first definition. */
function defineNames(definitions: Definition[], names: InputNames, view: CaseView): void {
  let progress = true;
  while (progress) {
    progress = false;
    for (const definition of definitions) {
      if (view.global.has(definition.name)) continue;
      try {
        const resolver = new NameResolver(names);
        const value = resolver.resolve(definition.value);
        // `n == grid[i].length` defines n from the first row; the line itself checks the rest.
        const variables = indexVariables(value, (name) => resolver.indices.has(name));
        const env = new Map(view.global);
        let result: Literal | undefined;
        forEachBinding(variables, env, () => {
          result = evaluate(value, env);
          return false;
        });
        if (variables.length === 0) result = evaluate(value, env);
        if (result === undefined) continue;
        view.global.set(definition.name, result);
        progress = true;
      } catch (error) {
        if (!(error instanceof EvaluationFault || error instanceof UnreadableLine)) throw error;
      }
    }
  }
}

/**
 * The constraint validator of one problem: each line read into a check by the reader, or
 * checked by the problem's module, and `validate` to run them on a case.
 */
export function constraintValidator(
  problem: { signature: Signature; constraints: readonly string[] },
  module?: ConstraintModule,
): ConstraintValidator {
  const names = inputNames(problem.signature, module);
  const definitions = problem.constraints.flatMap((line) => lineDefinitions(line, names));
  for (const { name } of definitions) names.derived.add(name);
  const promises = module?.promises ?? {};
  const lines: LineStatus[] = [];
  const checks: { line: string; check: LineCheck }[] = [];
  const moduleProblems: string[] = [];
  // A stdio input is free text: without its module's reader no line can be checked.
  const unread = problem.signature.kind === 'stdio' && !module?.stdio;
  for (const line of problem.constraints) {
    if (unread) {
      lines.push({ line, by: 'none', reason: 'a stdio input needs its module to read it' });
      continue;
    }
    const reading = readLine(line, names);
    const promise = promises[line];
    if (promise) {
      if ('check' in reading)
        moduleProblems.push(`"${line}": the reader checks this line; the module need not`);
      lines.push({ line, by: 'module' });
      checks.push({
        line,
        check: (view) =>
          promise({
            values: record(view.global),
            scopes: view.scopes.map((scope) => ({ ...scope, values: record(scope.values) })),
            ...(view.answer === undefined ? {} : { answer: view.answer }),
          } satisfies PromiseInput),
      });
    } else if ('check' in reading) {
      lines.push({ line, by: 'reader' });
      checks.push({ line, check: reading.check });
    } else {
      lines.push({ line, by: 'none', reason: reading.unreadable });
    }
  }
  for (const line of Object.keys(promises))
    if (!problem.constraints.includes(line))
      moduleProblems.push(`"${line}": not a constraint line of the problem`);

  return {
    lines,
    moduleProblems,
    validate(testcase) {
      if (checks.length === 0) return [];
      const view = caseView(problem.signature, module, testcase.input);
      if (typeof view === 'string') return [{ line: null, fault: `input: ${view}` }];
      if (testcase.output !== undefined && problem.signature.kind !== 'stdio') {
        try {
          view.answer = parseLiteral(testcase.output.trim());
        } catch {
          // An unreadable output is the case checker's to report, not a constraint's.
        }
      }
      defineNames(definitions, names, view);
      const faults: ConstraintFault[] = [];
      for (const { line, check } of checks) {
        let fault: string | null;
        try {
          fault = check(view);
        } catch (error) {
          fault = `cannot be checked on this case (${(error as Error).message})`;
        }
        if (fault) faults.push({ line, fault });
      }
      return faults;
    },
  };
}
