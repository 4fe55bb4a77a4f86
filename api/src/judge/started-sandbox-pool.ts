import { StartedSandbox, type StartedSandboxSpawn } from './started-sandbox.ts';

interface Shape {
  spawn: StartedSandboxSpawn;
  waiting: StartedSandbox[];
  starting: number;
}

/**
 * Sandboxes started ahead, per shape (everything of a run but its program and limits: mounts,
 * environment, preloaded interpreter): `perShape` wait for each of the `maxShapes` shapes used
 * last. A sandbox leaves the pool when a run takes it and is never put back.
 */
export class StartedSandboxPool {
  /** Most recently used last. */
  private readonly shapes = new Map<string, Shape>();
  private closed = false;

  constructor(
    private readonly perShape: number,
    private readonly maxShapes: number,
  ) {}

  /** A waiting sandbox of this shape, or null; it is the caller's from now on. */
  take(key: string, spawn: StartedSandboxSpawn): StartedSandbox | null {
    if (this.closed || this.perShape <= 0) return null;
    const shape = this.shapes.get(key) ?? { spawn, waiting: [], starting: 0 };
    this.shapes.delete(key);
    this.shapes.set(key, shape);
    for (const [oldKey, old] of this.shapes) {
      if (this.shapes.size <= this.maxShapes) break;
      this.shapes.delete(oldKey);
      for (const sandbox of old.waiting.splice(0)) void sandbox.discard();
    }
    shape.waiting = shape.waiting.filter((sandbox) => sandbox.available);
    return shape.waiting.shift() ?? null;
  }

  /** Starts sandboxes of this shape until `perShape` wait (after a run, so it does not slow it). */
  refill(key: string): void {
    const shape = this.shapes.get(key);
    if (!shape || this.closed) return;
    while (shape.waiting.length + shape.starting < this.perShape) {
      shape.starting += 1;
      StartedSandbox.start(shape.spawn).then(
        (sandbox) => {
          shape.starting -= 1;
          if (this.closed || this.shapes.get(key) !== shape) void sandbox.discard();
          else shape.waiting.push(sandbox);
        },
        () => {
          // It could not start: the next run starts cold, and tries again afterwards.
          shape.starting -= 1;
        },
      );
    }
  }

  /** The supervisors' pids of the sandboxes waiting now (for tests). */
  pids(): number[] {
    return [...this.shapes.values()].flatMap((shape) =>
      shape.waiting.filter((sandbox) => sandbox.available).flatMap((sandbox) => sandbox.pid ?? []),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    const waiting = [...this.shapes.values()].flatMap((shape) => shape.waiting.splice(0));
    this.shapes.clear();
    await Promise.all(waiting.map((sandbox) => sandbox.discard()));
  }
}
