import { z } from 'zod';
import type { RawRecord } from './recorder.ts';

const text = z.string().max(1 << 20);

const rawFrameSchema = z.object({
  id: z.number().int(),
  function: z.string().max(200),
  line: z.number().int().min(0),
  locals: z.record(z.string().max(200), text),
});

const rawRecordSchema = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('step'),
    event: z.enum(['line', 'call', 'return', 'exception']),
    line: z.number().int().min(0),
    frames: z.array(rawFrameSchema).max(1000),
    out: z.number().int().min(0),
    returnValue: text.optional(),
    exception: text.optional(),
  }),
  z.object({ t: z.literal('skip'), count: z.number().int().min(0) }),
  z.object({
    t: z.literal('end'),
    reason: z.enum(['returned', 'exception', 'timeout', 'tampered']),
    total: z.number().int().min(0),
    stdout: z.string(),
    message: text.optional(),
    line: z.number().int().min(0).nullable().optional(),
    exitCode: z.number().int().optional(),
  }),
]);

/**
 * The records on a trace channel, in order: frames `\n#<nonce> <byteLength>\n<json>`. Bytes
 * outside a frame with this nonce are skipped (they cannot pass for a record); the first frame
 * that does not hold a valid record ends the trace, as does the end record.
 */
export function parseRawRecords(channel: Buffer, nonce: string): RawRecord[] {
  const marker = Buffer.from(`\n#${nonce} `);
  const records: RawRecord[] = [];
  let from = 0;
  for (;;) {
    const at = channel.indexOf(marker, from);
    if (at < 0) return records;
    const lengthStart = at + marker.length;
    const newline = channel.indexOf(0x0a, lengthStart);
    if (newline < 0 || newline - lengthStart > 10) return records;
    const length = Number(channel.subarray(lengthStart, newline).toString('latin1'));
    if (!Number.isSafeInteger(length) || newline + 1 + length > channel.length) return records;
    let parsed: unknown;
    try {
      parsed = JSON.parse(channel.subarray(newline + 1, newline + 1 + length).toString('utf8'));
    } catch {
      return records;
    }
    const record = rawRecordSchema.safeParse(parsed);
    if (!record.success) return records;
    records.push(record.data as RawRecord);
    if (record.data.t === 'end') return records;
    from = newline + 1 + length;
  }
}
