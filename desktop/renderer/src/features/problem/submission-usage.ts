/** A runtime as the results show it ('12 ms'), or a dash when there is none. */
export function formatRuntime(ms: number | null): string {
  return ms === null ? '—' : `${ms} ms`;
}

/** Memory as the results show it: KB below 1 MB, else MB with one decimal ('1.5 MB'). */
export function formatMemory(kb: number | null): string {
  if (kb === null) return '—';
  return kb >= 1024 ? `${(kb / 1024).toFixed(1)} MB` : `${kb} KB`;
}
