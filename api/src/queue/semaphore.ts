import { messages } from '@zencode/shared/contract';
import { ServiceUnavailableError } from '../errors.ts';

/**
 * Bounds how many synchronous judge runs (Run, the compiler) execute at once in this process.
 * Callers beyond the capacity wait in order; beyond `maxWaiting` they are refused with 503 so a
 * burst cannot pile up unbounded work behind the sandbox.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly capacity: number,
    readonly maxWaiting: number,
  ) {}

  /** Runs `task` in a free slot; throws ServiceUnavailableError (503) when too many wait. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.capacity) {
      if (this.waiting.length >= this.maxWaiting)
        throw new ServiceUnavailableError(messages.judgeBusy);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so `active` only drops when none waits.
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  /** Runs in progress and callers waiting, for tests and metrics. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }
}
