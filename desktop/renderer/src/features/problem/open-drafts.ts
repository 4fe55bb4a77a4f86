/*
 * The drafts open in an editor on this page. Their editor brings them in step with the account
 * itself (useSyncedDraft): a sync of every draft leaves them alone, so it never changes the code
 * under an editor that still shows the old one.
 */
const openDrafts = new Map<string, number>();
const keyOf = (problemId: string, language: string) => `${problemId}\n${language}`;

/** Marks a draft open; the answer marks it closed again. */
export function markDraftOpen(problemId: string, language: string): () => void {
  const key = keyOf(problemId, language);
  openDrafts.set(key, (openDrafts.get(key) ?? 0) + 1);
  return () => {
    const count = (openDrafts.get(key) ?? 1) - 1;
    if (count > 0) openDrafts.set(key, count);
    else openDrafts.delete(key);
  };
}

export const isDraftOpen = (problemId: string, language: string): boolean =>
  openDrafts.has(keyOf(problemId, language));
