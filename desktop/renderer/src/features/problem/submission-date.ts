const dateFormatter = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
});
const timeFormatter = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

const read = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A submission's date as the product shows it: short month, two-digit day, year ('Mar 01, 2025'). */
export function formatSubmissionDate(iso: string): string {
  const date = read(iso);
  return date ? dateFormatter.format(date) : '';
}

/** A submission's time of day on the learner's clock, 24-hour ('14:05'). */
export function formatSubmissionTime(iso: string): string {
  const date = read(iso);
  return date ? timeFormatter.format(date) : '';
}
