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
