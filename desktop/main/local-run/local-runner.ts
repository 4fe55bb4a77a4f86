import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  compilerResponse,
  defaultCompilerLimits,
  messages,
  ranOnThisComputerText,
  toolchainMissingText,
  type CompilerReplayRequest,
  type CompilerRequest,
  type CompilerResponse,
  type LanguageId,
  type ProblemFull,
  type ReplayResponse,
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
  programReplayRequest,
  recordReplay,
  removeCrashLeftovers,
  requireReplayRecorder,
  runProblem,
  runProgram,
  toolchainVersion,
  type JudgeOptions,
  type ReplayRequest,
  type Sandbox,
  type ToolchainStatus,
} from '@zencode/shared/judge';

/** A learner's code could not run here; the message names what to install. */
export class ToolchainMissingError extends Error {}

/** What Run and Replay judge a cached problem with: its signature, checker and limits. */
const judgedProblemOf = ({ details }: ProblemFull) => ({
  signature: details.signature,
  checker: details.checker,
  limits: details.limits,
});

/** The cached cases Run runs and Replay picks from by index: the public ones, in their order. */
export const judgedPublicCases = (testcases: Testcase[]) =>
  testcases
    .filter((testcase) => testcase.isPublic)
    .map((testcase) => ({ input: testcase.input, expected: testcase.output }));

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

  /**
   * The one road of every local run, Replay's too: the learner's toolchain for `language`, the
   * local runs' sandbox and compile cache, and the answer saying where it ran.
   */
  async function onThisComputer<T extends object>(
    language: LanguageId,
    work: (judgeContext: Pick<JudgeOptions, 'sandbox' | 'cacheDir'>) => Promise<T>,
  ): Promise<T & { ranOn: string }> {
    const toolchain = await requireToolchain(language);
    const runSandbox = await sandbox();
    const result = await work({ ...context, sandbox: runSandbox });
    return { ...result, ranOn: ranOn(runSandbox, toolchain) };
  }

  return {
    /** How many leftovers of crashed runs the start removed. */
    leftoversRemoved,

    /** How local runs are contained here: 'process' (the supervisor) or 'plain'. */
    isolation: async (): Promise<Sandbox['kind']> => (await sandbox()).kind,

    /** Which toolchains this computer has (Settings, Desktop tab). */
    toolchains: (): Promise<ToolchainStatus[]> => probeToolchains(),

    /** Run: the public cases and custom inputs of a cached problem. */
    run: (
      problem: ProblemFull,
      publicCases: Testcase[],
      request: RunRequest,
    ): Promise<RunResponse> =>
      onThisComputer(request.language, (judgeContext) =>
        runProblem(
          {
            language: request.language,
            code: request.code,
            ...judgedProblemOf(problem),
            publicCases: judgedPublicCases(publicCases),
            customInputs: request.cases ?? [],
            // The reference solution never leaves the server: custom inputs get no expected output.
            reference: null,
          },
          judgeContext,
        ),
      ),

    /** The online compiler: a whole program once, within the compiler's default limits. */
    compile: (request: CompilerRequest): Promise<CompilerResponse> =>
      onThisComputer(request.language, async (judgeContext) => {
        const limits = defaultCompilerLimits;
        const result = await runProgram(
          { language: request.language, code: request.code, stdin: request.input ?? '', limits },
          judgeContext,
        );
        return compilerResponse(result, limits);
      }),

    /**
     * Replay: one case of a cached problem (a public one with its expected answer, or the
     * learner's input) recorded step by step, as the server's Replay records it.
     */
    async replay(
      problem: ProblemFull,
      request: { language: LanguageId; code: string; case: ReplayRequest['case'] },
    ): Promise<ReplayResponse> {
      // A language without a recorder is refused by name before its toolchain is looked for.
      requireReplayRecorder(request.language);
      return onThisComputer(request.language, (judgeContext) =>
        recordReplay({ ...request, ...judgedProblemOf(problem) }, judgeContext),
      );
    },

    /** Replay of the online compiler's program with its stdin. */
    async replayProgram(request: CompilerReplayRequest): Promise<ReplayResponse> {
      requireReplayRecorder(request.language);
      return onThisComputer(request.language, (judgeContext) =>
        recordReplay(programReplayRequest(request), judgeContext),
      );
    },
  };
}

export type LocalRunner = ReturnType<typeof createLocalRunner>;
