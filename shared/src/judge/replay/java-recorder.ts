import { harnessRuntime } from '../signature/harness-runtime.ts';
import type { ReplayRecorder } from './recorder.ts';

const tracer = 'ZcReplay.java';

/**
 * Java: `ZcReplay.java`, a JDI debugger, starts the JVM Run would start under JDWP (a loopback
 * socket inside the sandbox) and stops at every line of the learner's file only. Compiled with
 * `-g` beside Run's sources: without the local-variable tables a frame has no names to show.
 */
export const javaRecorder: ReplayRecorder = {
  language: 'java',
  plan(target) {
    return {
      program: {
        ...target.program,
        files: { ...target.program.files, [tracer]: harnessRuntime(tracer) },
        sources: [...target.program.sources, tracer],
      },
      compileArgv: (argv) => [argv[0]!, '-g', ...argv.slice(1)],
      argv: (runArgv) => [
        runArgv[0]!,
        // The debugger's own JVM: small and quick to start; the traced one keeps Run's flags.
        '-Xmx64m',
        '-Xss1m',
        '-XX:+UseSerialGC',
        '-XX:TieredStopAtLevel=1',
        '-Xshare:auto',
        // The traced program may list and attach to the JVMs it can see: not to this one.
        '-XX:+DisableAttachMechanism',
        '-cp',
        '.',
        'ZcReplay',
        target.kind,
        target.learnerFile,
        '--',
        ...runArgv,
      ],
    };
  },
};
