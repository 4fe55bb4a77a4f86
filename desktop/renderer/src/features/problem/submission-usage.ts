/** A runtime as the results show it ('12 ms'), or a dash when there is none. */
export function formatRuntime(ms: number | null): string {
  return ms === null ? '—' : `${ms} ms`;
}

export type MemoryUnit = 'KB' | 'MB';

/** The unit a memory figure is written in: KB below 1 MB, else MB. */
export function memoryUnit(kb: number): MemoryUnit {
  return kb >= 1024 ? 'MB' : 'KB';
}

/** A memory figure's number in a given unit, without the unit: KB whole, MB to `decimals`. */
export function formatMemoryIn(kb: number, unit: MemoryUnit, decimals = 1): string {
  return unit === 'MB' ? (kb / 1024).toFixed(decimals) : String(Math.round(kb));
}

/** Memory as the results show it: KB below 1 MB, else MB with one decimal ('1.5 MB'). */
export function formatMemory(kb: number | null): string {
  if (kb === null) return '—';
  const unit = memoryUnit(kb);
  return `${formatMemoryIn(kb, unit)} ${unit}`;
}

/**
 * The two ends of a memory axis in one unit, with as many decimals (one to three) as it takes
 * for them to differ: 19250 and 19300 KB are '18.80' and '18.85' MB, not '18.8' twice.
 */
export function memoryAxisEnds(lowKb: number, highKb: number, unit: MemoryUnit): [string, string] {
  for (let decimals = 1; decimals < 3; decimals++) {
    const ends: [string, string] = [
      formatMemoryIn(lowKb, unit, decimals),
      formatMemoryIn(highKb, unit, decimals),
    ];
    if (ends[0] !== ends[1]) return ends;
  }
  return [formatMemoryIn(lowKb, unit, 3), formatMemoryIn(highKb, unit, 3)];
}
