export {
  programReplayRequest,
  recordReplay,
  replayTimeMs,
  requireReplayRecorder,
  ReplayUnavailableError,
  type ReplayRequest,
} from './record-replay.ts';
export { replayRecorderFor, replayRecorders } from './recorders.ts';
export type { ReplayRecorder, ReplayPlan, ReplayTarget, RawRecord } from './recorder.ts';
