const formatter = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
});

/** A submission's date as the spec shows it: short month, two-digit day, year ('Mar 01, 2025'). */
export function formatSubmissionDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
}
