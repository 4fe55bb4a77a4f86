import { useEffect, useState } from 'react';
import type { OutboxEntryView } from '../../../../preload/offline-api.ts';
import { desktopApi } from '@/lib/platform.ts';

/** The desktop's connection and the signed-in account's outbox as React state (online and empty in a browser). */
export function useDesktopStatus() {
  const [online, setOnline] = useState(true);
  const [entries, setEntries] = useState<OutboxEntryView[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const offline = desktopApi()?.offline;
    if (!offline) return;
    void offline.connection.isOnline().then(setOnline);
    void offline.outbox.list().then(setEntries);
    void offline.session.notice().then(setNotice);
    const unsubscribers = [
      offline.connection.onChange(setOnline),
      offline.outbox.onChange(setEntries),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, []);
  // Refused and paused entries are listed in the outbox panel, not counted as waiting to be sent.
  const waiting = entries.filter((entry) => entry.state === 'waiting');
  return { online, entries, waiting, notice, dismissNotice: () => setNotice(null) };
}
