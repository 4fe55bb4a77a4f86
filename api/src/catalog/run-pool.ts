/**
 * Runs `work` on every item with at most `parallelism` at once; results keep the items' order.
 * Judging is CPU-bound, so the catalogue tools use one worker per core.
 */
export async function runPool<T, R>(
  items: readonly T[],
  parallelism: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(parallelism, items.length)) }, worker),
  );
  return results;
}
