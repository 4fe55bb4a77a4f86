/** Resource limits applied to one sandboxed process tree. */
export interface SandboxLimits {
  /** CPU time of the whole tree, in milliseconds. */
  cpuMs: number;
  /** Wall-clock deadline; the whole tree is killed when it passes. */
  wallMs: number;
  /** Memory cap in MiB (address space and, where the runtime has one, its heap flag). */
  memoryMb: number;
  /** Bytes kept from stdout and from stderr each; more marks outputLimitExceeded. */
  outputBytes: number;
  /** Maximum number of processes/threads for the sandbox user. */
  processes: number;
  /** Largest file the process may write, in MiB. */
  fileSizeMb: number;
}

export interface SandboxRequest {
  /** Host directory that the program sees as its writable working directory. */
  workDir: string;
  /** argv[0] is an absolute toolchain path (e.g. /usr/bin/g++) or a path relative to workDir. */
  argv: string[];
  stdin?: string | Uint8Array;
  /** Added to a minimal environment (PATH, HOME, LANG); nothing of the server's leaks in. */
  env?: Record<string, string>;
  /** Extra host directories made visible read-only at the same path (e.g. the compile cache). */
  readOnlyDirs?: string[];
  /**
   * The program may not write its work dir (a run after compilation): it cannot fill the host's
   * disk, only its small private /tmp. Enforced by the bubblewrap sandbox; the process sandbox
   * has no mounts and ignores it.
   */
  readOnlyWorkDir?: boolean;
  limits: SandboxLimits;
  /**
   * How memoryMb is enforced. 'address-space' (default, native code): RLIMIT_AS. 'resident': for
   * runtimes that reserve huge virtual ranges (JVM, V8) and cap their heap with their own flags; the
   * sandbox then enforces a resident-memory ceiling (peak RSS) instead of RLIMIT_AS.
   */
  memoryMode?: 'address-space' | 'resident';
  /**
   * A lock-step run: instead of writing `stdin` at once, the runner talks to the program while it
   * runs (see SandboxSession). Called once the program was started; stdin is closed when the
   * returned promise settles, and the tree is stopped if it rejects.
   */
  interact?: (session: SandboxSession) => Promise<void>;
}

/** What the supervisor measured, outside the program: the tree's CPU time and peak memory. */
export interface SandboxUsage {
  cpuMicros: number;
  peakRssKb: number;
}

/** The runner's side of a lock-step run. */
export interface SandboxSession {
  /** Writes to the program's stdin. */
  write(data: string | Uint8Array): void;
  /**
   * Writes a case to the program's stdin inside an open case window; the window's idle budget
   * starts once it has all been written.
   */
  writeCase(data: string | Uint8Array): void;
  /** Every chunk the program writes to stdout, in order (also kept for the result, capped). */
  onStdout(listener: (chunk: Buffer) => void): void;
  /** Called once when the process tree has ended. */
  onEnd(listener: () => void): void;
  /**
   * Opens a case window: from now on the tree is killed (timedOut) when it spends more than
   * `cpuMs` CPU, or idles (sleeps, waits: no task running or runnable) more than `idleMs`, before
   * `endCase`; with `runIdleMs`, also when the idling of every window given one adds up to more
   * (a program that sleeps just under `idleMs` on every case). Resolves with the usage at its
   * start; null when the tree has already ended. An open window is closed by the next
   * `beginCase` as well, at the same reading.
   */
  beginCase(cpuMs: number, idleMs: number, runIdleMs?: number): Promise<SandboxUsage | null>;
  /** Closes the case window; resolves with the usage at its end, null when the tree ended. */
  endCase(): Promise<SandboxUsage | null>;
  /** Kills the tree now (the runner stops feeding cases); the result reports killedOnRequest. */
  stop(): void;
}

export interface SandboxResult {
  exitCode: number | null;
  /** Name of the signal that ended the process, e.g. 'SIGSEGV', 'SIGKILL'. */
  signal: string | null;
  stdout: string;
  stderr: string;
  /** The wall-clock deadline or the CPU limit was hit. */
  timedOut: boolean;
  /** Memory cap was hit (detected from rusage, allocation failure or the runtime's OOM message). */
  memoryExceeded: boolean;
  outputLimitExceeded: boolean;
  cpuMs: number;
  wallMs: number;
  /** Peak resident memory in KiB. */
  memoryKb: number;
}

/**
 * Runs untrusted programs. Implementations: bubblewrap (server), process (the supervisor: desktop
 * on Linux, server fallback) and plain (desktop where the supervisor cannot run: no isolation).
 */
export interface Sandbox {
  readonly kind: 'bubblewrap' | 'process' | 'plain';
  run(request: SandboxRequest): Promise<SandboxResult>;
  /** Where a program sees its work dir (bubblewrap mounts it at /work); absent: where it is. */
  programWorkDir?(workDir: string): string;
  /** Ends what the sandbox keeps between runs (sandboxes started ahead), if anything. */
  close?(): Promise<void>;
}
