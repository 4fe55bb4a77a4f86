import type { SandboxLimits, SandboxRequest } from './sandbox.ts';

/** Descriptors a program may hold open: enough for the JVM's jars and javac, not for fd bombs. */
const openFiles = 512;
/** Deep recursion must work: the stack may grow to the memory cap, at most 1 GiB. */
export const maxStackMb = 1024;

/** Supervisor options for the limits of a request (the same set for its outer and inner mode). */
export function supervisorLimitArgs(
  limits: SandboxLimits,
  memoryMode: SandboxRequest['memoryMode'],
): string[] {
  const args = [
    ['--cpu-ms', limits.cpuMs],
    ['--wall-ms', limits.wallMs],
    ['--memory-kb', limits.memoryMb * 1024],
    ['--stack-kb', Math.min(limits.memoryMb, maxStackMb) * 1024],
    ['--nproc', limits.processes],
    ['--fsize-kb', limits.fileSizeMb * 1024],
    ['--nofile', openFiles],
  ].flatMap(([flag, value]) => [String(flag), String(Math.max(0, Math.round(Number(value))))]);
  if (memoryMode === 'resident') args.push('--resident');
  return args;
}
