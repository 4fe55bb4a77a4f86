import type { Literal } from './literal.ts';

/** Doubles print with five decimals, as LeetCode shows them (2.00000). */
export function formatDouble(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  const text = value.toFixed(5);
  return text === '-0.00000' ? '0.00000' : text;
}

/** LeetCode's compact text form: no spaces, JSON strings, five-decimal doubles. */
export function serializeLiteral(value: Literal): string {
  if (value === null) return 'null';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') return formatDouble(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return JSON.stringify(value);
  return `[${value.map(serializeLiteral).join(',')}]`;
}
