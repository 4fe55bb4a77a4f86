export interface ProblemNeighbours {
  /** The previous problem's id, or null at the start of the list (the button is disabled). */
  previous: string | null;
  next: string | null;
}

/** Previous and next problem from the current problem's index in the list. */
export function problemNeighbours(
  problems: readonly { _id: string }[],
  currentId: string,
): ProblemNeighbours {
  const index = problems.findIndex((problem) => problem._id === currentId);
  if (index === -1) return { previous: null, next: null };
  return {
    previous: problems[index - 1]?._id ?? null,
    next: problems[index + 1]?._id ?? null,
  };
}
