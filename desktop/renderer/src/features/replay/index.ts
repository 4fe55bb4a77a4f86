export { ReplayButton } from './replay-button.tsx';
export { ReplayStepper } from './replay-stepper.tsx';
export {
  type CompilerReplay,
  type OnReplay,
  type ProblemReplay,
  type Replay,
  type ReplayState,
  type ReplaySubject,
  replayLine,
  useCompilerReplay,
  useProblemReplay,
} from './use-replay.ts';
