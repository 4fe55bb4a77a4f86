import { useQuery } from '@tanstack/react-query';
import {
  NOTE_MAX_LENGTH,
  messages,
  pageRoutes,
  reviewQueueMessages,
} from '@zencode/shared/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Markdown } from '@/components/ui/markdown.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { useFormAction } from '@/lib/use-form-action.ts';
import { reviewQueueApi } from './review-queue-api.ts';

/**
 * The learner's private Markdown note on a problem, beside the editor; saved to the account.
 * Give it `key={problemId}`: another problem starts from its own note.
 */
export function ProblemNote({ problemId }: { problemId: string }) {
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  const note = useQuery({
    queryKey: ['notes', problemId],
    queryFn: ({ signal }) => reviewQueueApi.note(problemId, signal),
    enabled: signedIn,
  });
  const [text, setText] = useState<string | null>(null);
  const saving = useFormAction();

  if (!signedIn) {
    return (
      <p className="p-4 text-sm text-muted-foreground">
        <Link to={pageRoutes.signin} className="underline">
          Sign in
        </Link>{' '}
        to keep a private note on this problem.
      </p>
    );
  }
  const body = text ?? note.data?.body ?? '';
  const save = () =>
    saving.run(
      async () => {
        const saved = await reviewQueueApi.saveNote(problemId, body);
        await note.refetch();
        setText(null);
        return saved.offlineCopy ? reviewQueueMessages.keptOffline : messages.noteSaved;
      },
      () => messages.noteSaveFailed,
    );
  return (
    <div className="grid gap-3 p-4">
      <Label htmlFor="problem-note">Your note (private, Markdown)</Label>
      <Textarea
        id="problem-note"
        value={body}
        maxLength={NOTE_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        placeholder="The key idea, a pitfall to remember…"
        className="min-h-40 font-sans"
        disabled={note.isPending}
      />
      <div className="flex items-center justify-between gap-3">
        <span
          role={saving.outcome?.tone === 'error' ? 'alert' : 'status'}
          className={`text-sm ${saving.outcome?.tone === 'error' ? 'text-destructive' : 'text-muted-foreground'}`}
        >
          {saving.outcome?.text}
        </span>
        <Button size="sm" onClick={() => void save()} disabled={saving.pending || text === null}>
          Save note
        </Button>
      </div>
      {body.trim() && (
        <div className="rounded-lg border bg-muted/30 p-3 text-sm" data-testid="note-preview">
          <Markdown>{body}</Markdown>
        </div>
      )}
    </div>
  );
}
