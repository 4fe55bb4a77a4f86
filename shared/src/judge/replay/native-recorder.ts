import type { LanguageId } from '../../contract/signature.ts';
import { harnessRuntime } from '../signature/harness-runtime.ts';
import type { ReplayRecorder } from './recorder.ts';

const tracer = 'zc_replay_gdb.py';
const unbuffered = 'zc-replay-stdout.h';
const gdb = '/usr/bin/gdb';

/**
 * The debug build: no optimisation, so that every line of the learner's keeps its own code and
 * every variable its own slot, and DWARF for gdb. C++'s precompiled header was built with -O2
 * (clang refuses it at -O0): the header itself is included instead, and the result is cached
 * like any compile. `zc-replay-stdout.h` makes stdout unbuffered. -fstandalone-debug: clang otherwise leaves out the layout of classes the
 * library instantiates itself (std::string), which the tracer reads.
 */
export function debugBuild(argv: string[]): string[] {
  const out: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '-O2')
      out.push('-O0', '-g', ...(argv[0]!.includes('clang') ? ['-fstandalone-debug'] : []));
    else if (arg === '-fpch-instantiate-templates') continue;
    else if (arg === '-include' && argv[index + 1]?.endsWith('/stdc++.h')) {
      const header = argv[index + 1]!;
      out.push('-include', `${header.slice(0, -'stdc++.h'.length)}include/bits/stdc++.h`);
      index++;
    } else out.push(arg);
  }
  // Before the sources: it applies to the one translation unit the harness is.
  const firstSource = out.findIndex((arg) => /\.(c|cpp)$/.test(arg));
  out.splice(firstSource < 0 ? out.length : firstSource, 0, '-include', unbuffered);
  return out;
}

/**
 * C and C++: `zc_replay_gdb.py`, a gdb Python script, runs the program Run would run (built by
 * `debugBuild`) under gdb in the sandbox, with breakpoints on the learner's lines only: the
 * harness, the standard library and libc run between them at full speed. gdb reads no init
 * files (-nx -nh) and loads no scripts the binary names (auto-load off): the learner's code
 * cannot give it commands.
 */
export function nativeRecorder(language: LanguageId & ('c' | 'cpp')): ReplayRecorder {
  return {
    language,
    debugger: {
      name: 'gdb',
      path: gdb,
      install:
        'Debian/Ubuntu: apt-get install gdb; macOS: not supported yet (lldb has no such API here)',
    },
    plan(target) {
      return {
        program: {
          ...target.program,
          files: {
            ...target.program.files,
            [tracer]: harnessRuntime(tracer),
            [unbuffered]: harnessRuntime(unbuffered),
          },
        },
        compileArgv: debugBuild,
        // gdb and its Python take about 60 MB resident beside the program.
        residentOverheadMb: 96,
        argv: (runArgv) => [
          gdb,
          '-nx',
          '-nh',
          '-batch',
          '-iex',
          'set auto-load off',
          '-iex',
          `python zc_argv = ${JSON.stringify([target.kind, target.learnerFile])}`,
          '-x',
          tracer,
          ...runArgv,
        ],
      };
    },
  };
}

export const cppRecorder = nativeRecorder('cpp');
export const cRecorder = nativeRecorder('c');
