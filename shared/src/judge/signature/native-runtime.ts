import { harnessRuntime } from './harness-runtime.ts';

/**
 * The C core of the C and C++ harnesses (valid in both languages): the wire reader and writer,
 * then the frames, timing, signal handlers and case loop (see protocol/README.md).
 */
export const nativeRuntimeC = (): string =>
  harnessRuntime('zc-wire.h') + harnessRuntime('zc-driver.h');

/** Helpers over LeetCode's ListNode and TreeNode (valid C and C++), after their definitions. */
export const nativeNodesC = (): string => harnessRuntime('zc-nodes.h');

/** The C++ layer over the C core: typed readers and writers, exception capture. */
export const nativeRuntimeCpp = (): string => harnessRuntime('zc-runtime.hpp');
