import { useQuery } from '@tanstack/react-query';
import { NOTE_MAX_LENGTH, reviewQueueMessages } from '@zencode/shared/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Markdown } from '@/components/ui/markdown.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useAuth } from '@/features/auth/index.ts';
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
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  if (!signedIn) {
    return (
      <p className="p-4 text-sm text-muted-foreground">
        <Link to="/signin" className="underline">
          Sign in
        </Link>{' '}
        to keep a private note on this problem.
      </p>
    );
  }
  const body = text ?? note.data?.body ?? '';
  async function save() {
    setSaving(true);
    try {
      const saved = await reviewQueueApi.saveNote(problemId, body);
      setStatus({
        tone: 'ok',
        text: saved.offlineCopy ? reviewQueueMessages.keptOffline : 'Note saved.',
      });
      await note.refetch();
      setText(null);
    } catch {
      setStatus({ tone: 'error', text: 'The note was not saved. Try again.' });
    } finally {
      setSaving(false);
    }
  }
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
          role={status?.tone === 'error' ? 'alert' : 'status'}
          className={`text-sm ${status?.tone === 'error' ? 'text-destructive' : 'text-muted-foreground'}`}
        >
          {status?.text}
        </span>
        <Button size="sm" onClick={() => void save()} disabled={saving || text === null}>
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
