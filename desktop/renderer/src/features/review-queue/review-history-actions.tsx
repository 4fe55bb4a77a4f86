import { useQueryClient } from '@tanstack/react-query';
import { DownloadIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { reviewQueueApi } from './review-queue-api.ts';

/** Export the review history and notes as JSON, or delete both (asked once). */
export function ReviewHistoryActions() {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function exportHistory() {
    const history = await reviewQueueApi.history();
    const url = URL.createObjectURL(
      new Blob([JSON.stringify(history, null, 2)], { type: 'application/json' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = 'zencode-review-history.json';
    link.click();
    URL.revokeObjectURL(url);
  }
  async function remove() {
    await reviewQueueApi.deleteHistory();
    setConfirming(false);
    setMessage('Review history and notes deleted.');
    await queryClient.invalidateQueries({ queryKey: ['review-queue'] });
    await queryClient.invalidateQueries({ queryKey: ['notes'] });
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" onClick={() => void exportHistory()}>
        <DownloadIcon /> Export JSON
      </Button>
      {confirming ? (
        <>
          <Button variant="destructive" size="sm" onClick={() => void remove()}>
            Delete history and notes
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            Keep them
          </Button>
        </>
      ) : (
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          <Trash2Icon /> Delete…
        </Button>
      )}
      <span role="status" className="text-sm text-muted-foreground">
        {message}
      </span>
    </div>
  );
}
