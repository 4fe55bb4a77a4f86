import { useEffect, useState } from 'react';
import type { OutboxEntryView } from '../../../../preload/offline-api.ts';
import { desktopApi } from '@/lib/platform.ts';

/** The desktop's connection and the signed-in account's outbox as React state (online and empty in a browser). */
export function useDesktopStatus() {
  const [online, setOnline] = useState(true);
  const [reason, setReason] = useState<'network' | 'timeout' | 'gateway' | null>(null);
  const [entries, setEntries] = useState<OutboxEntryView[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const offline = desktopApi()?.offline;
    if (!offline) return;
    // Each change of the connection also says why the server cannot be reached.
    const connectionChanged = (next: boolean) => {
      setOnline(next);
      void offline.connection.reason().then(setReason, () => setReason(null));
    };
    void offline.connection.isOnline().then(connectionChanged);
    void offline.outbox.list().then(setEntries);
    void offline.session.notice().then(setNotice);
    const unsubscribers = [
      offline.connection.onChange(connectionChanged),
      offline.outbox.onChange(setEntries),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, []);
  // Refused and paused entries are listed in the outbox panel, not counted as waiting to be sent.
  const waiting = entries.filter((entry) => entry.state === 'waiting');
  return { online, reason, entries, waiting, notice, dismissNotice: () => setNotice(null) };
}
