import { messages } from '@zencode/shared/contract';
import { checkBulkUpload } from '@zencode/shared/rules';
import { type FormEvent, useState } from 'react';
import { adminApi } from './admin-api.ts';
import { failureDetail } from './failure-detail.ts';
import { useReloadProblems } from './use-admin-problems.ts';

/**
 * Upload Multiple's text and its submit: checked with the product's rules before it is sent, then
 * uploaded; success empties the text and reloads the lists, a failure is kept as the error.
 */
export function useBulkUpload(onBusyChange: (busy: boolean) => void) {
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const reload = useReloadProblems();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const check = checkBulkUpload(text);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setError(null);
    setUploading(true);
    onBusyChange(true);
    try {
      await adminApi.uploadProblems(check.problems);
      setDone(messages.problemsUploaded);
      setText('');
      await reload();
    } catch (failure) {
      setError(failureDetail(messages.uploadProblemsFailed, failure));
    } finally {
      setUploading(false);
      onBusyChange(false);
    }
  }

  return { text, setText, uploading, error, done, submit };
}
