import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LearnerAnswer, LearnerRequest } from './judge-learner.ts';

/**
 * Forks the benchmark's learner (judge-learner.ts) and returns how to ask it for a submission;
 * several may be under way at once (the burst). `close` ends the process.
 */
export function startLearner() {
  const child = fork(fileURLToPath(new URL('./judge-learner.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, (answer: LearnerAnswer) => void>();
  child.on('message', (answer: LearnerAnswer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  const gone = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code) => reject(new Error(`The learner process exited (${code}).`))),
  );
  gone.catch(() => undefined);
  return {
    ask(request: LearnerRequest): Promise<LearnerAnswer> {
      return Promise.race([
        new Promise<LearnerAnswer>((resolve) => {
          waiting.set(request.id, resolve);
          child.send(request);
        }),
        gone,
      ]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}
