export {
  addJudgeJob,
  installQueue,
  judgePriority,
  recentJudgingWindowMinutes,
  judgeJobMaxAttempts,
  judgeTaskName,
  type JudgeJobPayload,
} from './judge-queue.ts';
export {
  startJudgeWorkers,
  type ExtraTaskHandler,
  type JobAttempt,
  type JudgeJobHandler,
  type JudgeWorkers,
} from './judge-workers.ts';
export {
  createJudgeRuntime,
  defaultJudgePolicy,
  type JudgePolicy,
  type JudgeRuntime,
} from './judge-runtime.ts';
export { ensureJudgeCacheDir } from './judge-cache-dir.ts';
export {
  progressChannel,
  ProgressHub,
  progressNotice,
  publishProgress,
  type ProgressMessage,
} from './progress-hub.ts';
export { queueStats, type QueueStats } from './queue-stats.ts';
export { Semaphore } from './semaphore.ts';
export { withRunLease, type RunLeaseKind } from './run-lease.ts';
export {
  defaultHeartbeatTiming,
  releaseJobsOfDeadWorkers,
  type HeartbeatTiming,
} from './worker-heartbeat.ts';
export { judgeRuntimeOf } from './judge-runtime-of.ts';
export { startJudge, type StartedJudge } from './start-judge.ts';
