import { harnessRuntime } from '../harness-runtime.ts';

/**
 * A Python started before its program is known (a sandbox started ahead): it imports what
 * every harness imports (LeetCode's prelude, the driver's modules), then blocks until the
 * sandbox hands it its real arguments on descriptor 3 (a socket; NUL-terminated, after its
 * limits were applied), answers `S` there, and runs that script as `python3 -I -B <script>
 * <args>` would. Learner code never
 * runs before the arguments arrive, and each such Python serves one run.
 */
export const pythonPreload = [
  'import os, sys, runpy',
  `exec(compile(${JSON.stringify(harnessRuntime('prelude.py'))}, "<preload>", "exec"), {"__name__": "__preload__"})`,
  'import resource, signal, time, traceback',
  String.raw`
def _arguments():
    data = bytearray()
    while True:
        chunk = os.read(3, 65536)
        if not chunk:
            break
        data += chunk
    # The sandbox counts the run as started only once this answer arrives.
    os.write(3, b"S")
    os.close(3)
    return [part.decode("utf-8", "surrogateescape") for part in bytes(data).split(b"\0")[:-1]]


sys.argv = _arguments()
del _arguments
runpy.run_path(sys.argv[0], run_name="__main__")
`,
].join('\n');
