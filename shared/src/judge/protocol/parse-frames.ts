export type FrameStatus = 'ok' | 're' | 'tle' | 'mle' | 'ole' | 'ce';

/** One case's result as the harness reported it. */
export interface Frame {
  /** Index of the case within the run; -1 for a program that did not load (`ce`, `re`). */
  caseIndex: number;
  status: FrameStatus;
  cpuMicros: number;
  peakRssKb: number;
  answer: Buffer;
  stdout: string;
  stderr: string;
  error: string;
}

const statuses = new Set<string>(['ok', 're', 'tle', 'mle', 'ole', 'ce']);

/**
 * Extracts the frames from a harness's stdout. Anything else in the stream (a solution writing
 * to the raw descriptor) is skipped: without the run's nonce it cannot pass for a frame, and the
 * length prefixes keep a frame's payload from being cut or extended by stray bytes. (A solution
 * that reads the nonce from its own process can still write a frame: that only states its own
 * answer, which the runner checks; time and memory are measured outside the process.)
 */
export function parseFrames(output: Buffer, nonce: string): Frame[] {
  return scanFrames(output, nonce).frames;
}

/**
 * parseFrames on a stream read so far: also says how many leading bytes are done with (complete
 * frames and stray bytes that can no longer start one), so a reader keeps only the rest.
 */
export function scanFrames(output: Buffer, nonce: string): { frames: Frame[]; consumed: number } {
  const marker = Buffer.from(`\n#${nonce} `);
  const frames: Frame[] = [];
  let from = 0;
  const done = (pending: number | null) => ({
    frames,
    consumed: pending ?? Math.max(from, output.length - marker.length + 1),
  });
  for (;;) {
    const start = output.indexOf(marker, from);
    if (start < 0) return done(null);
    const headerEnd = output.indexOf(10, start + marker.length);
    if (headerEnd < 0) return done(start);
    const fields = output.toString('latin1', start + marker.length, headerEnd).split(' ');
    const numbers = fields.map(Number);
    const lengths = numbers.slice(4, 8);
    const status = fields[1] ?? '';
    if (
      fields.length !== 8 ||
      !statuses.has(status) ||
      numbers.some((n, i) => i !== 1 && !Number.isInteger(n))
    ) {
      from = start + 1;
      continue;
    }
    const total = lengths.reduce((sum, length) => sum + length, 0);
    if (headerEnd + 1 + total > output.length) return done(start);
    let at = headerEnd + 1;
    const [answer, stdout, stderr, error] = lengths.map((length) => {
      const part = output.subarray(at, at + length);
      at += length;
      return part;
    }) as [Buffer, Buffer, Buffer, Buffer];
    frames.push({
      caseIndex: numbers[0]!,
      status: status as FrameStatus,
      cpuMicros: numbers[2]!,
      peakRssKb: numbers[3]!,
      answer,
      stdout: stdout.toString('utf8'),
      stderr: stderr.toString('utf8'),
      error: error.toString('utf8'),
    });
    from = at;
  }
}
