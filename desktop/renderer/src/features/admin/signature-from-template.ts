import { signatureSchema, type Param, type Signature } from '@zencode/shared/contract';

const scalarTypes: Record<string, string> = {
  int: 'integer',
  'long long': 'long',
  long: 'long',
  double: 'double',
  float: 'double',
  bool: 'boolean',
  string: 'string',
  char: 'character',
  'ListNode*': 'ListNode',
  'TreeNode*': 'TreeNode',
};

/** A C++ type as LeetCode's signature vocabulary names it (`vector<int>&` → integer[]), or null. */
function valueType(cpp: string): string | null {
  const type = cpp
    .replace(/\bconst\b|&/g, ' ')
    .replace(/\bstd::/g, '')
    .replace(/\s*([<>,*])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  if (type in scalarTypes) return scalarTypes[type]!;
  const element = /^vector<(.+)>$/.exec(type)?.[1];
  const inner = element === undefined ? null : valueType(element);
  return inner && (inner.match(/\[\]/g)?.length ?? 0) < 2 ? `${inner}[]` : null;
}

/** Splits at the commas outside angle brackets (`map<int, int> a, int b`). */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '<') depth += 1;
    if (char === '>') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  return current.trim() === '' ? parts : [...parts, current];
}

function params(list: string): Param[] | null {
  const read = splitTopLevel(list).map((part) => {
    const match = /^(.*?)([A-Za-z_]\w*)\s*$/s.exec(part.trim());
    const type = match ? valueType(match[1]!) : null;
    return match && type ? { name: match[2]!, type } : null;
  });
  return read.every((param) => param !== null) ? read : null;
}

interface Member {
  returns: string;
  name: string;
  params: string;
}

/** The class's name and the headers of what it defines or declares at its top level. */
function readClass(code: string): { name: string; members: Member[] } | null {
  const source = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const opening = /\b(?:class|struct)\s+([A-Za-z_]\w*)\s*\{/.exec(source);
  if (!opening) return null;
  const headers: string[] = [];
  let header = '';
  let depth = 1;
  for (const char of source.slice(opening.index + opening[0].length)) {
    if (depth === 1 && (char === '{' || char === ';')) headers.push(header);
    if (depth === 1 && (char === '{' || char === ';' || char === '}')) header = '';
    else if (depth === 1) header += char;
    if (char === '{') depth += 1;
    if (char === '}') depth -= 1;
    if (depth === 0) break;
  }
  const members = headers.flatMap((text) => {
    const clean = text.replace(/\b(?:public|private|protected)\s*:/g, ' ').trim();
    const match =
      /^(?:(?:static|virtual|inline|explicit)\s+)*(.*?)\b([A-Za-z_]\w*)\s*\(([^()]*)\)\s*(?:const\s*)?(?:override\s*)?$/s.exec(
        clean,
      );
    return match ? [{ returns: match[1]!.trim(), name: match[2]!, params: match[3]! }] : [];
  });
  return { name: opening[1]!, members };
}

function method(member: Member) {
  const returns = member.returns === 'void' ? 'void' : valueType(member.returns);
  const list = params(member.params);
  return returns && list ? { name: member.name, params: list, return: { type: returns } } : null;
}

/**
 * The signature a C++ Code Template declares, when it is one the judge can generate: a
 * `class Solution` with one method (a function problem) or a design class with a constructor
 * and methods. Null for anything else (a stdio program, an unknown type).
 */
export function signatureFromTemplate(code: string): Signature | null {
  const declared = readClass(code);
  if (!declared) return null;
  const constructor = declared.members.find(
    (member) => member.name === declared.name && member.returns === '',
  );
  const methods = declared.members.filter((member) => member !== constructor).map(method);
  if (methods.length === 0 || methods.some((read) => read === null)) return null;
  const candidate =
    declared.name === 'Solution'
      ? methods.length === 1
        ? { kind: 'function', ...methods[0]! }
        : null
      : {
          kind: 'class',
          className: declared.name,
          constructorParams: constructor ? params(constructor.params) : [],
          methods,
        };
  const parsed = signatureSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}
