import { messages } from '@zencode/shared/contract';
import { useEffect, useState } from 'react';
import type { OfflineApi, ToolchainView } from '../../../../preload/offline-api.ts';
import { Button } from '@/components/ui/button.tsx';
import { useDesktopStatus } from './use-desktop-status.ts';

const storeLabels: Record<string, string> = {
  keychain: 'the system keychain',
  'encrypted-file': 'an encrypted file in the app data folder',
  memory: 'memory only, until you close the app',
};

/** Settings > Desktop: the server, where the session lives, local toolchains, offline catalogue. */
export function DesktopSettingsTab({ offline }: { offline: OfflineApi }) {
  const [server, setServer] = useState('');
  const [storeKind, setStoreKind] = useState('');
  const [toolchains, setToolchains] = useState<ToolchainView[] | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [syncError, setSyncError] = useState<string | null>(null);
  const { waiting } = useDesktopStatus();

  useEffect(() => {
    void offline.serverUrl().then(setServer);
    void offline.session.storeKind().then(setStoreKind);
    void offline.toolchains().then(setToolchains);
    return offline.cache.onSyncProgress(setProgress);
  }, [offline]);

  const syncing = progress !== null && progress.done < progress.total;
  async function makeAllOffline() {
    setSyncError(null);
    setProgress({ done: 0, total: 0 });
    try {
      setProgress(await offline.cache.syncAll());
    } catch {
      setSyncError(messages.serverUnreachable);
      setProgress(null);
    }
  }

  return (
    <div className="grid gap-5 text-sm" data-testid="desktop-settings">
      <section className="grid gap-1">
        <h3 className="font-medium">Server</h3>
        <p className="break-all text-muted-foreground">{server}</p>
        <p className="text-muted-foreground">
          Your session is kept in {storeLabels[storeKind] ?? storeKind}.
        </p>
      </section>
      <section className="grid gap-2">
        <h3 className="font-medium">Toolchains on this computer</h3>
        <ul className="grid gap-1">
          {(toolchains ?? []).map((toolchain) => (
            <li key={toolchain.id} className="flex justify-between gap-3">
              <span>{toolchain.label}</span>
              <span className={toolchain.available ? 'text-easy' : 'text-muted-foreground'}>
                {toolchain.available ? toolchain.version : 'not found'}
              </span>
            </li>
          ))}
        </ul>
      </section>
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
        {waiting.length > 0 && (
          <p className="text-muted-foreground" data-testid="outbox-summary">
            {messages.submissionQueuedOffline}: {waiting.map((entry) => entry.problemId).join(', ')}
          </p>
        )}
      </section>
    </div>
  );
}
