import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { reloadQueries } from './reload-queries.ts';

const clients: QueryClient[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.clear()));

/** A list on a "server" whose reads answer only when the test lets them. */
function world() {
  const server = { problems: ['two-sum'] };
  const pending: (() => void)[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(queryClient);
  const observer = new QueryObserver(queryClient, {
    queryKey: ['admin', 'problems'],
    queryFn: ({ signal }) => {
      // The answer is what the server holds when the read arrives, delivered later.
      const answer = [...server.problems];
      return new Promise<string[]>((resolve, reject) => {
        pending.push(() => resolve(answer));
        signal.addEventListener('abort', () => reject(signal.reason));
      });
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  /** Answers every read, also those that `work` starts, until it is done. */
  const answerAll = async (work: Promise<unknown> = Promise.resolve()) => {
    let done = false;
    void work.finally(() => (done = true));
    do {
      while (pending.length) pending.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    } while (!done || pending.length);
  };
  return { server, queryClient, observer, unsubscribe, answerAll };
}

describe('reloadQueries', () => {
  it('reads again when the first load left before the change', async () => {
    const { server, queryClient, observer, unsubscribe, answerAll } = world();
    expect(observer.getCurrentResult().isPending).toBe(true);
    server.problems.push('gentle-sum');
    await answerAll(reloadQueries(queryClient, ['admin']));
    expect(observer.getCurrentResult().data).toEqual(['two-sum', 'gentle-sum']);
    unsubscribe();
  });

  it('reads again when a refetch with data is under way', async () => {
    const { server, queryClient, observer, unsubscribe, answerAll } = world();
    await answerAll();
    expect(observer.getCurrentResult().data).toEqual(['two-sum']);
    void observer.refetch();
    server.problems.push('gentle-sum');
    await answerAll(reloadQueries(queryClient, ['admin']));
    expect(observer.getCurrentResult().data).toEqual(['two-sum', 'gentle-sum']);
    unsubscribe();
  });

  it('is what invalidation alone is not: it keeps a first load that left before the change', async () => {
    const { server, queryClient, observer, unsubscribe, answerAll } = world();
    server.problems.push('gentle-sum');
    await answerAll(queryClient.invalidateQueries({ queryKey: ['admin'] }));
    expect(observer.getCurrentResult().data).toEqual(['two-sum']);
    unsubscribe();
  });
});
