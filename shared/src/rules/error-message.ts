import { messages } from '../contract/index.ts';
import { stripFilePaths } from './strip-file-paths.ts';

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/**
 * The problem page's compiler message: error.stderr, error.message, error, or message, else
 * 'Compiler error'; file paths reduced to file names.
 */
export function problemPageErrorMessage(response: unknown): string {
  const error = field(response, 'error');
  const text =
    textOf(field(error, 'stderr')) ??
    textOf(field(error, 'message')) ??
    textOf(error) ??
    textOf(field(response, 'message')) ??
    messages.compilerError;
  return stripFilePaths(text);
}

/** The compiler page's message: stderr, then error.stderr, then the error as text, else 'Unknown error'. */
export function compilerPageErrorMessage(response: unknown): string {
  const error = field(response, 'error');
  const stderr =
    textOf(field(response, 'stderr')) ?? textOf(field(field(response, 'output'), 'stderr'));
  if (stderr !== null) return stderr;
  const nested = textOf(field(error, 'stderr'));
  if (nested !== null) return nested;
  if (textOf(error) !== null) return error as string;
  if (error !== undefined && error !== null) return JSON.stringify(error);
  return messages.unknownError;
}
