import { apiRoutes, fillRoute, problemListResponseSchema } from '@zencode/shared/contract';
import { appOrigin } from '../app-protocol.ts';
import type { ApiGateway } from './api-gateway.ts';

export interface SyncProgress {
  done: number;
  total: number;
}

/**
 * "Make all problems available offline": the published catalogue's list, every problem page and
 * its public cases, through the gateway (so each lands in the cache, revalidated by ETag).
 */
export async function syncCatalogue(
  answerApi: ApiGateway,
  server: string,
  onProgress: (progress: SyncProgress) => void,
): Promise<SyncProgress> {
  const get = async (path: string) => {
    const response = await answerApi(
      new Request(`${appOrigin}/api${path}`),
      `${server}/api${path}`,
    );
    if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
    return response;
  };
  const list = problemListResponseSchema.parse(await (await get(apiRoutes.problems.list)).json());
  const progress = { done: 0, total: list.length };
  onProgress({ ...progress });
  for (const problem of list) {
    await get(fillRoute(apiRoutes.problemDetails.full, { id: problem._id }));
    await get(fillRoute(apiRoutes.testcases.byProblem, { id: problem._id }));
    progress.done += 1;
    onProgress({ ...progress });
  }
  return progress;
}
