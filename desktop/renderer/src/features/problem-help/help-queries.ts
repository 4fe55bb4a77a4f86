import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiRoutes,
  editorialResponseSchema,
  fillRoute,
  hintRevealResponseSchema,
  problemHelpSchema,
  type ProblemHelp,
} from '@zencode/shared/contract';
import { apiCall } from '@/lib/api-client.ts';

export const problemHelpKey = (id: string) => ['problem-help', id] as const;
export const editorialKey = (id: string) => ['problem-editorial', id] as const;

/** The problem's pattern, hint count, opened hints, similar problems and editorial state. */
export function useProblemHelp(id: string) {
  return useQuery({
    queryKey: problemHelpKey(id),
    queryFn: ({ signal }) =>
      apiCall(fillRoute(apiRoutes.problems.help, { id }), { schema: problemHelpSchema, signal }),
    retry: false,
  });
}

/** Opens hint `number` (recorded by the server) and adds its text to the help shown. */
export function useRevealHint(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (number: number) =>
      apiCall(fillRoute(apiRoutes.problems.hint, { id, number: String(number) }), {
        method: 'POST',
        schema: hintRevealResponseSchema,
      }),
    onSuccess: (hint) => {
      queryClient.setQueryData<ProblemHelp>(problemHelpKey(id), (help) =>
        help && help.openedHints.length < hint.number
          ? { ...help, openedHints: [...help.openedHints, hint.text] }
          : help,
      );
    },
  });
}

/**
 * The editorial, fetched only when `enabled` (the learner solved the problem, opened it before,
 * or just said yes). Fetching it is what records the opening on the server, so it is asked once.
 */
export function useEditorial(id: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: editorialKey(id),
    enabled,
    staleTime: Infinity,
    retry: false,
    queryFn: async ({ signal }) => {
      const editorial = await apiCall(fillRoute(apiRoutes.problems.editorial, { id }), {
        method: 'POST',
        schema: editorialResponseSchema,
        signal,
      });
      queryClient.setQueryData<ProblemHelp>(problemHelpKey(id), (help) =>
        help ? { ...help, editorialOpened: true } : help,
      );
      return editorial;
    },
  });
}
