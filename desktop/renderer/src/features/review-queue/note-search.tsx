import { fillRoute, pageRoutes } from '@zencode/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { Markdown } from '@/components/ui/markdown.tsx';
import { SearchInput } from '@/components/ui/search-input.tsx';
import { reviewQueueApi } from './review-queue-api.ts';

/** The learner's notes, searched by their text or the problem's name. */
export function NoteSearch() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const notes = useQuery({
    queryKey: ['notes', 'search', deferred],
    queryFn: ({ signal }) => reviewQueueApi.notes(deferred, signal),
    placeholderData: (previous) => previous,
  });
  return (
    <section aria-label="Notes" className="grid gap-3">
      <h2 className="text-sm font-semibold tracking-tight">Your notes</h2>
      <SearchInput value={search} onChange={setSearch} label="Search notes" clearable />
      {notes.data?.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {deferred ? 'No note matches.' : 'Notes you write beside the editor appear here.'}
        </p>
      ) : (
        <ul className="grid gap-3">
          {notes.data?.map((note) => (
            <li
              key={note.problemId}
              data-testid="note-result"
              className="rounded-xl border bg-card p-4"
            >
              <Link
                to={fillRoute(pageRoutes.problem, { id: note.problemId })}
                className="mb-2 block font-medium hover:text-primary"
              >
                {note.name}
              </Link>
              <Markdown>{note.body}</Markdown>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
