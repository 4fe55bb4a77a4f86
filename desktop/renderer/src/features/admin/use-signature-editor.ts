import { useQuery } from '@tanstack/react-query';
import { messages, type ProblemAuthoring } from '@zencode/shared/contract';
import { useDeferredValue, useMemo, useState } from 'react';
import { useFormAction } from '@/lib/use-form-action.ts';
import { adminApi } from './admin-api.ts';
import { failureDetail } from './failure-detail.ts';
import { readSignature } from './read-signature.ts';
import { signatureFromTemplate } from './signature-from-template.ts';

/**
 * The signature editor's JSON text, what it reads as (a signature or an error), the starter code
 * it generates (kept on screen while the next one loads) and its save.
 */
export function useSignatureEditor(authoring: ProblemAuthoring, onSaved: () => Promise<void>) {
  const [text, setText] = useState(() => JSON.stringify(authoring.details.signature, null, 2));
  const { pending: saving, outcome, run } = useFormAction();
  const deferred = useDeferredValue(text);
  const read = useMemo(() => readSignature(deferred), [deferred]);
  const signature = 'signature' in read ? read.signature : null;
  const declared = useMemo(
    () => signatureFromTemplate(authoring.problem.code),
    [authoring.problem.code],
  );
  const preview = useQuery({
    queryKey: ['admin', 'starter-code', signature],
    queryFn: ({ signal }) => adminApi.starterCode(signature!, signal),
    enabled: signature !== null,
    placeholderData: (previous) => previous,
    staleTime: Infinity,
  });

  async function save() {
    if (!signature) return;
    await run(
      async () => {
        await adminApi.updateProblem(authoring.problem._id, { signature });
        await onSaved();
        return 'Signature saved; starter code regenerated.';
      },
      (failure) => failureDetail(messages.updateProblemFailed, failure),
    );
  }

  return {
    text,
    setText,
    /** The text's error, when it is not a signature. */
    readError: 'error' in read ? read.error : null,
    signature,
    declared,
    preview,
    saving,
    outcome,
    save,
  };
}
