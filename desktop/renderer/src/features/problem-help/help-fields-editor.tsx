import { useQuery } from '@tanstack/react-query';
import { problemHelpFieldsSchema } from '@zencode/shared/contract';
import { Spinner } from '@/components/ui/spinner.tsx';
import { FormAlert } from '@/features/auth/index.ts';
import { apiCall } from '@/lib/api-client.ts';
import { HelpFieldsFormView } from './help-fields-form-view.tsx';
import { helpFormOf } from './help-fields-form.ts';
import { helpFieldsPath } from './use-help-fields-form.ts';

/**
 * The authoring editor's Help tab: a problem's pattern, hints, similar problems and editorial,
 * saved on their own (PUT /problems/{id}/help/fields); the server checks every field.
 */
export function HelpFieldsEditor({ problemId }: { problemId: string }) {
  const fields = useQuery({
    queryKey: ['problem-help-fields', problemId],
    queryFn: ({ signal }) =>
      apiCall(helpFieldsPath(problemId), { schema: problemHelpFieldsSchema, signal }),
    staleTime: Infinity,
  });
  if (fields.isPending) return <Spinner />;
  if (fields.isError) {
    return <FormAlert tone="error">{fields.error.message}</FormAlert>;
  }
  return <HelpFieldsFormView problemId={problemId} initial={helpFormOf(fields.data)} />;
}
