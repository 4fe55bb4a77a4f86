import type { LanguageSpec } from './language.ts';

/** The executable a language's toolchain is known by: its version probe's program. */
export const toolchainExecutable = (language: LanguageSpec): string =>
  language.versionProbe.argv[0]!;

/** A path's folder, with `/` or Windows' backslash (defaults are POSIX, a learner's may not be). */
const folderOf = (path: string) =>
  path.slice(0, Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')));

/**
 * The language with its toolchain at `executable` (an absolute path) instead of the default one:
 * every argv that names the default executable names `executable`, and the tools beside it (javac
 * beside java) are taken from `executable`'s folder — with its separator and, on Windows, `.exe`.
 * Flags, harnesses and limits stay the same.
 * Pure string work: this file is read by the browser too.
 */
export function withToolchain<L extends LanguageSpec>(language: L, executable: string): L {
  const original = toolchainExecutable(language);
  const from = folderOf(original);
  const to = folderOf(executable);
  const separator = executable.charAt(to.length);
  const extension = /\.exe$/i.test(executable) ? executable.slice(-4) : '';
  const swap = (arg: string) => {
    if (arg === original) return executable;
    const name = arg.startsWith(`${from}/`) ? arg.slice(from.length + 1) : null;
    return name && !name.includes('/') ? `${to}${separator}${name}${extension}` : arg;
  };
  const swapAll = (argv: string[]) => argv.map(swap);
  const { compile, run, lint, prepare, versionProbe } = language;
  return {
    ...language,
    compile: compile && ((sources, preparedDir) => swapAll(compile(sources, preparedDir))),
    run: (entry, heapFlags) => swapAll(run(entry, heapFlags)),
    lint: { ...lint, argv: (sources, file, dir) => swapAll(lint.argv(sources, file, dir)) },
    prepare: prepare && { ...prepare, argv: swapAll(prepare.argv) },
    versionProbe: { ...versionProbe, argv: swapAll(versionProbe.argv) },
  };
}
