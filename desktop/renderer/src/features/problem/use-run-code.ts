import { useMutation } from '@tanstack/react-query';
import {
  apiRoutes,
  fillRoute,
  type LanguageId,
  type RunRequestInput,
  type RunResponse,
  runRequestSchema,
  runResponseSchema,
} from '@zencode/shared/contract';
import { problemPageErrorMessage } from '@zencode/shared/rules';
import { apiCall } from '@/lib/api-client.ts';

export interface RunOutcome {
  response: RunResponse | null;
  /** The compiler's or the server's message, paths reduced to file names. */
  error: string | null;
  /** The language the code was run in (its diagnostics mark that language's editor). */
  language: LanguageId;
}

/** Run: the public cases plus the custom inputs through the judge (POST /problems/{id}/run). */
export function useRunCode(problemId: string) {
  return useMutation({
    mutationFn: async (
      request: RunRequestInput & { language: LanguageId },
    ): Promise<RunOutcome> => {
      const { language } = request;
      try {
        const response = await apiCall(fillRoute(apiRoutes.problems.run, { id: problemId }), {
          method: 'POST',
          body: request,
          request: runRequestSchema,
          schema: runResponseSchema,
        });
        const error =
          response.compileError === undefined
            ? null
            : problemPageErrorMessage({ error: { stderr: response.compileError } });
        return { response, error, language };
      } catch (error) {
        return {
          response: null,
          error: problemPageErrorMessage({ message: (error as Error).message }),
          language,
        };
      }
    },
  });
}
