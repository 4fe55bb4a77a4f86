/** The selected subview of the bottom panel: a public case, a custom case, or "add custom case". */
export type TestcaseSelection =
  { kind: 'public'; index: number } | { kind: 'custom'; index: number } | { kind: 'add' };

/** Public case 1, where selection goes when the selected custom case is deleted. */
export const firstPublicCase: TestcaseSelection = { kind: 'public', index: 0 };

/**
 * Selection after deleting custom case `deletedIndex` (0-based): deleting the selected one moves
 * to public case 1; deleting an earlier one shifts the selected index down by one.
 */
export function selectionAfterDelete(
  selection: TestcaseSelection,
  deletedIndex: number,
): TestcaseSelection {
  if (selection.kind !== 'custom') return selection;
  if (selection.index === deletedIndex) return firstPublicCase;
  if (deletedIndex < selection.index) return { kind: 'custom', index: selection.index - 1 };
  return selection;
}
