import { messages } from '@zencode/shared/contract';
import { ServiceUnavailableError } from '../errors.ts';

interface Waiter {
  owner: string;
  start: () => void;
}

/**
 * Bounds how many synchronous judge runs (Run, the compiler) execute at once in this process.
 * Callers beyond the capacity wait; a freed slot goes to the waiter whose owner (the learner)
 * has the fewest runs going, among those the owner served longest ago, then the earliest: learners
 * take turns rather than one learner's queue going first. Beyond `maxWaiting` waiters they are refused with 503 so a
 * burst cannot pile up unbounded work behind the sandbox; with one run of each kind per learner
 * (run-lease.ts), that takes as many learners as waiting places.
 */
export class Semaphore {
  private active = 0;
  private readonly activeBy = new Map<string, number>();
  /** When each owner with runs going or waiting was last given a slot (a counter). */
  private readonly servedAt = new Map<string, number>();
  private served = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    readonly capacity: number,
    readonly maxWaiting: number,
  ) {}

  /**
   * Runs `task` in a free slot for `owner`; throws ServiceUnavailableError (503) when too many
   * wait.
   */
  async run<T>(task: () => Promise<T>, owner = ''): Promise<T> {
    if (this.active >= this.capacity) {
      if (this.waiting.length >= this.maxWaiting)
        throw new ServiceUnavailableError(messages.judgeBusy);
      await new Promise<void>((start) => this.waiting.push({ owner, start }));
    } else {
      this.active += 1;
    }
    this.activeBy.set(owner, (this.activeBy.get(owner) ?? 0) + 1);
    this.servedAt.set(owner, (this.served += 1));
    try {
      return await task();
    } finally {
      const left = this.activeBy.get(owner)! - 1;
      if (left > 0) this.activeBy.set(owner, left);
      else {
        this.activeBy.delete(owner);
        if (!this.waiting.some((waiter) => waiter.owner === owner)) this.servedAt.delete(owner);
      }
      // The slot passes straight to the next waiter, so `active` only drops when none waits.
      const next = this.nextWaiter();
      if (next) next.start();
      else this.active -= 1;
    }
  }

  /** The next waiter to start (see the class's comment), removed from the queue. */
  private nextWaiter(): Waiter | undefined {
    let best = -1;
    let bestRank: [number, number] = [Infinity, Infinity];
    this.waiting.forEach((waiter, index) => {
      const rank: [number, number] = [
        this.activeBy.get(waiter.owner) ?? 0,
        this.servedAt.get(waiter.owner) ?? 0,
      ];
      if (rank[0] < bestRank[0] || (rank[0] === bestRank[0] && rank[1] < bestRank[1]))
        [best, bestRank] = [index, rank];
    });
    return best < 0 ? undefined : this.waiting.splice(best, 1)[0];
  }

  /** Runs in progress and callers waiting, for tests and metrics. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }
}
