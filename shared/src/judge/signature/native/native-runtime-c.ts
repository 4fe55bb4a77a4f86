import { nativeDriverC } from './native-driver-c.ts';
import { nativeWireC } from './native-wire-c.ts';

/**
 * The C core of the C and C++ harnesses (valid in both languages). It reads every case from
 * stdin, redirects the solution's stdout/stderr per case into memory files, times each call with
 * the process CPU clock and writes one framed result per case to the original stdout (see
 * protocol/README.md). Fatal signals and the per-case CPU timer still produce a frame, so the
 * runner knows which case broke and why. Kept as TypeScript so bundlers carry it.
 */
export const nativeRuntimeC = nativeWireC + nativeDriverC;
