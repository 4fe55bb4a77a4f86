import type { ConstraintModule } from '../constraint-module.ts';
import { texts } from '../promise-kit.ts';

const int32 = [-(2 ** 31), 2 ** 31 - 1] as const;

export const evaluateReversePolishNotation: ConstraintModule = {
  promises: {
    // Evaluates the expression as the problem does: division truncates toward zero.
    'The expression is valid, never divides by zero, and every intermediate value fits in a 32-bit signed integer.':
      ({ values }) => {
        const stack: number[] = [];
        for (const [index, token] of texts(values.tokens).entries()) {
          if (!['+', '-', '*', '/'].includes(token)) {
            stack.push(Number(token));
            continue;
          }
          const right = stack.pop();
          const left = stack.pop();
          if (left === undefined || right === undefined)
            return `tokens[${index}] = "${token}" has too few operands`;
          if (token === '/' && right === 0) return `tokens[${index}] divides by zero`;
          const result =
            token === '+'
              ? left + right
              : token === '-'
                ? left - right
                : token === '*'
                  ? left * right
                  : Math.trunc(left / right);
          if (result < int32[0] || result > int32[1])
            return `tokens[${index}] gives ${result}, outside 32 bits`;
          stack.push(result);
        }
        return stack.length === 1 ? null : `${stack.length} values are left, not one`;
      },
  },
};
