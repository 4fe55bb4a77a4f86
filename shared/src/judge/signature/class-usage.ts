import type { ClassSignature } from '../../contract/signature.ts';

type Method = ClassSignature['methods'][number];

/**
 * The method lines of LeetCode's "object will be instantiated and called as such" comment: each
 * call, assigned to a numbered variable (`assign(method, 2)` writes `int param_2 = `) unless the
 * method returns void. `prefix` starts every line (` * ` or `# `).
 */
export function methodCallLines(
  signature: ClassSignature,
  prefix: string,
  call: (method: Method) => string,
  assign: (method: Method, number: number) => string,
): string[] {
  return signature.methods.map(
    (method, index) =>
      `${prefix}${method.return.type === 'void' ? '' : assign(method, index + 1)}${call(method)}`,
  );
}
