import { harnessRuntime } from './harness-runtime.ts';

/**
 * The C core of the C and C++ harnesses (valid in both languages): the wire reader and writer,
 * then the frames, timing, signal handlers and case loop (see protocol/README.md).
 */
export const nativeRuntimeC = (): string =>
  harnessRuntime('zc-wire.h') + harnessRuntime('zc-driver.h');

/** The C++ layer over the C core: typed readers and writers, exception capture. */
export const nativeRuntimeCpp = (): string => harnessRuntime('zc-runtime.hpp');
