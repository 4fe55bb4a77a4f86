import { messages } from '@zencode/shared/contract';
import { useEffect, useState } from 'react';
import type { OfflineApi } from '../../../../preload/offline-api.ts';
import { Button } from '@/components/ui/button.tsx';

/** Settings > Desktop > Offline: 'Make all offline' and how far it got. */
export function OfflineCatalogueSection({ cache }: { cache: OfflineApi['cache'] }) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [syncError, setSyncError] = useState<string | null>(null);

  useEffect(() => cache.onSyncProgress(setProgress), [cache]);

  const syncing = progress !== null && progress.done < progress.total;
  async function makeAllOffline() {
    setSyncError(null);
    setProgress({ done: 0, total: 0 });
    try {
      setProgress(await cache.syncAll());
    } catch {
      setSyncError(messages.serverUnreachable);
      setProgress(null);
    }
  }

  return (
    <section className="grid gap-2">
      <h3 className="font-medium">Offline</h3>
      <Button
        onClick={() => void makeAllOffline()}
        disabled={syncing}
        className="justify-self-start"
      >
        {messages.makeAllOffline}
      </Button>
      {progress !== null && (
        <div className="grid gap-1">
          <progress
            className="h-2 w-full accent-primary"
            max={Math.max(progress.total, 1)}
            value={progress.done}
            aria-label={messages.makeAllOffline}
          />
          <p className="text-muted-foreground" role="status">
            {progress.total > 0 && progress.done === progress.total
              ? messages.offlineReady
              : `${progress.done} / ${progress.total}`}
          </p>
        </div>
      )}
      {syncError && <p className="text-destructive">{syncError}</p>}
    </section>
  );
}
