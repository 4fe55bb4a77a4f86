/** What a problem id (slug) looks like; the problems table checks the same: `two-sum`. */
export const problemIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A problem's id from its name, as LeetCode spells them: 'Two Sum' gives 'two-sum'. */
export function problemSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
