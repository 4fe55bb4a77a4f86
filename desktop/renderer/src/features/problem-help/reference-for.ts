import type { EditorialResponse, LanguageId } from '@zencode/shared/contract';

/** The reference in the learner's language, else the first one the problem has. */
export function referenceFor(editorial: EditorialResponse, language: LanguageId) {
  const own = editorial.solutions[language];
  if (own !== undefined) return { language, code: own, own: true };
  const [other, code] = (Object.entries(editorial.solutions) as [LanguageId, string][])[0] ?? [];
  return other && code !== undefined ? { language: other, code, own: false } : null;
}
