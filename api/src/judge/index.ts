/**
 * The server's judge sandbox: `detectSandbox()` once at start (bubblewrap, or the process sandbox
 * with a loud warning), then `assertJudgingAllowed(config.host, sandbox)` before judging.
 */
export {
  assertJudgingAllowed,
  isLoopbackHost,
  JudgingNotAllowedError,
} from './assert-judging-allowed.ts';
export { BubblewrapSandbox, type BubblewrapSandboxOptions } from './bubblewrap-sandbox.ts';
export {
  bubblewrapUnavailableReason,
  detectSandbox,
  type DetectSandboxOptions,
  type JudgeSandbox,
} from './detect-sandbox.ts';
export { bubblewrapArgs, sandboxPaths } from './bubblewrap-args.ts';
export { bubblewrapFeatures } from './bubblewrap-features.ts';
