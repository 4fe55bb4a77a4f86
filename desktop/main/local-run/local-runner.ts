import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  compilerResponse,
  defaultCompilerLimits,
  messages,
  ranOnThisComputerText,
  toolchainMissingText,
  type CompilerRequest,
  type CompilerResponse,
  type LanguageId,
  type ProblemFull,
  type RunRequest,
  type RunResponse,
  type Testcase,
} from '@zencode/shared/contract';
import {
  ensureSupervisor,
  getLanguage,
  PlainProcessSandbox,
  probeToolchains,
  ProcessSandbox,
  removeCrashLeftovers,
  runProblem,
  runProgram,
  toolchainVersion,
  type Sandbox,
  type ToolchainStatus,
} from '@zencode/shared/judge';

/** A learner's code could not run here; the message names what to install. */
export class ToolchainMissingError extends Error {}

export interface LocalRunnerOptions {
  /** Compiled artifacts and precompiled headers, kept between runs (in the user-data dir). */
  cacheDir: string;
  /**
   * supervisor.c where the app ships it (beside the main bundle, unpacked from the asar, since the
   * C compiler cannot read inside it); by default the judge core's own copy.
   */
  supervisorSource?: string;
  /** Used as it is when given (tests); else chosen by `isolation`. */
  sandbox?: Sandbox;
  /**
   * 'supervisor' (default): the process sandbox (rlimits, CPU and idle budgets, tree kill) where
   * it runs, which is Linux with a C compiler to build it, else plain processes. 'plain': plain
   * processes always (what macOS and Windows get; tests select it on Linux).
   */
  isolation?: 'supervisor' | 'plain';
  /** The operating system (process.platform): the supervisor needs Linux. */
  platform?: NodeJS.Platform;
  log?: (message: string) => void;
}

/**
 * Runs code on this computer with the shared judge core, exactly as the server's Run does: the
 * same harnesses, checkers and verdict words, against the toolchains this machine has.
 */
export function createLocalRunner(options: LocalRunnerOptions) {
  mkdirSync(options.cacheDir, { recursive: true });
  // The sandboxed compiler reads precompiled headers from here as an unprivileged user.
  chmodSync(options.cacheDir, 0o755);
  // The supervisor is built into the user-data dir: a shared /tmp may be mounted noexec.
  const supervisor = {
    sourcePath: options.supervisorSource,
    cacheDir: join(options.cacheDir, 'sandbox'),
  };
  const platform = options.platform ?? process.platform;
  const context = { cacheDir: options.cacheDir };
  // What an app that crashed mid-run left (work dirs, half-built programs) goes at start, as on
  // the server; a failure only leaves them for the next start.
  const leftoversRemoved = removeCrashLeftovers(context).catch((error: unknown) => {
    console.warn(`[local-run] ${(error as Error).message}`);
    return 0;
  });

  /**
   * The sandbox of local runs, chosen at the first run: the supervisor where it can be built,
   * plain processes elsewhere (said in every result's `ranOn`).
   */
  async function chooseSandbox(): Promise<Sandbox> {
    if (options.sandbox) return options.sandbox;
    if (options.isolation !== 'plain' && platform === 'linux') {
      try {
        await ensureSupervisor(supervisor);
        return new ProcessSandbox(supervisor);
      } catch (error) {
        options.log?.(
          `[local-run] ${messages.localSandboxMissing} (${(error as Error).message.split('\n')[0]})`,
        );
      }
    }
    return new PlainProcessSandbox({ platform });
  }
  let chosen: Promise<Sandbox> | null = null;
  const sandbox = () => {
    chosen ??= chooseSandbox();
    return chosen;
  };
  const ranOn = (chosenSandbox: Sandbox, toolchain: string) =>
    ranOnThisComputerText(toolchain, chosenSandbox.kind !== 'plain');

  async function requireToolchain(language: LanguageId): Promise<string> {
    const toolchain = getLanguage(language);
    const version = await toolchainVersion(toolchain);
    if (version === null)
      throw new ToolchainMissingError(
        toolchainMissingText(toolchain.label, toolchain.toolchainPackage),
      );
    return `${toolchain.label} ${version}`;
  }

  return {
    /** How many leftovers of crashed runs the start removed. */
    leftoversRemoved,

    /** How local runs are contained here: 'process' (the supervisor) or 'plain'. */
    isolation: async (): Promise<Sandbox['kind']> => (await sandbox()).kind,

    /** Which toolchains this computer has (Settings, Desktop tab). */
    toolchains: (): Promise<ToolchainStatus[]> => probeToolchains(),

    /** Run: the public cases and custom inputs of a cached problem. */
    async run(
      problem: ProblemFull,
      publicCases: Testcase[],
      request: RunRequest,
    ): Promise<RunResponse> {
      const toolchain = await requireToolchain(request.language);
      const runSandbox = await sandbox();
      const result = await runProblem(
        {
          language: request.language,
          code: request.code,
          signature: problem.details.signature,
          checker: problem.details.checker,
          limits: problem.details.limits,
          publicCases: publicCases
            .filter((testcase) => testcase.isPublic)
            .map((testcase) => ({ input: testcase.input, expected: testcase.output })),
          customInputs: request.cases ?? [],
          // The reference solution never leaves the server: custom inputs get no expected output.
          reference: null,
        },
        { ...context, sandbox: runSandbox },
      );
      return { ...result, ranOn: ranOn(runSandbox, toolchain) };
    },

    /** The online compiler: a whole program once, within the compiler's default limits. */
    async compile(request: CompilerRequest): Promise<CompilerResponse> {
      const toolchain = await requireToolchain(request.language);
      const limits = defaultCompilerLimits;
      const runSandbox = await sandbox();
      const result = await runProgram(
        { language: request.language, code: request.code, stdin: request.input ?? '', limits },
        { ...context, sandbox: runSandbox },
      );
      return { ...compilerResponse(result, limits), ranOn: ranOn(runSandbox, toolchain) };
    },
  };
}

export type LocalRunner = ReturnType<typeof createLocalRunner>;
