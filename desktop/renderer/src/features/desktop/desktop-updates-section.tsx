import { desktopUpdateText, type DesktopUpdateStatus } from '@zencode/shared/contract';
import { useEffect, useState } from 'react';
import type { NativeApi } from '../../../../preload/native-api.ts';
import { Button } from '@/components/ui/button.tsx';

/** Settings › Desktop › Updates: where the self-update stands; a ready one can install now. */
export function DesktopUpdatesSection({ updates }: { updates: NativeApi['updates'] }) {
  const [status, setStatus] = useState<DesktopUpdateStatus | null>(null);

  useEffect(() => {
    // An app without the update channel (an older main process) shows no section.
    void updates.status().then(setStatus, () => setStatus(null));
    return updates.onChange(setStatus);
  }, [updates]);

  if (!status) return null;
  return (
    <section className="grid gap-2">
      <h3 className="font-medium">Updates</h3>
      <p className="text-muted-foreground" role="status" data-testid="desktop-update-status">
        {desktopUpdateText(status)}
      </p>
      {status.state === 'ready' && (
        <Button className="justify-self-start" onClick={() => void updates.restart()}>
          Restart now
        </Button>
      )}
    </section>
  );
}
