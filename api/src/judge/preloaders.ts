import { getLanguage, pythonPreload } from '@zencode/shared/judge';

/**
 * An interpreter a sandbox started ahead can have running before its program is known: `argv`
 * with its own `script` (mounted read-only at `/.zencode/<fileName>`) in place of the program's,
 * which it then receives from the sandbox (see supervisor.c).
 */
export interface Preloader {
  id: string;
  fileName: string;
  source: string;
  /** The interpreter and its options: a request whose argv is these plus a script can use it. */
  prefix: string[];
}

/** Python, with LeetCode's prelude and the driver's modules imported (about 30 ms of CPU). */
function pythonPreloader(): Preloader {
  const prefix = getLanguage('python').run('main.py', []).slice(0, -1);
  return { id: 'python', fileName: 'python-preload.py', source: pythonPreload, prefix };
}

export const preloaders = (): Preloader[] => [pythonPreloader()];

/**
 * The preloader that can start `argv` ahead, and the arguments it then receives (the script
 * and what follows it); null when none fits.
 */
export function preloaderFor(
  argv: string[],
  candidates: Preloader[],
): { preloader: Preloader; args: string[] } | null {
  for (const preloader of candidates) {
    const { prefix } = preloader;
    const script = argv[prefix.length];
    if (argv.length !== prefix.length + 1 || script === undefined) continue;
    if (script.startsWith('-') || !prefix.every((part, index) => argv[index] === part)) continue;
    return { preloader, args: argv.slice(prefix.length) };
  }
  return null;
}
