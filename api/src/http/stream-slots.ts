/**
 * Long-lived answers (server-sent events) one subject may hold open at once in this process.
 * A connection cap per address is not enough: a learner behind many addresses, or many tabs,
 * could still hold a stream (and a database subscription) each; counted per learner, they cannot.
 */
export class StreamSlots {
  private readonly open = new Map<string, number>();

  constructor(private readonly perSubject: number) {}

  /** A slot for `subject`, or null when it holds all of its slots; call release() once done. */
  take(subject: string): { release(): void } | null {
    const count = this.open.get(subject) ?? 0;
    if (count >= this.perSubject) return null;
    this.open.set(subject, count + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const left = (this.open.get(subject) ?? 1) - 1;
        if (left > 0) this.open.set(subject, left);
        else this.open.delete(subject);
      },
    };
  }
}
