import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { desktopApi } from '@/lib/platform.ts';

/**
 * Keeps the renderer's data in step with the desktop's cache and outbox: a background refresh
 * that changed something and a waiting submission reaching the server both refetch.
 */
export function useDesktopSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offline = desktopApi()?.offline;
    if (!offline) return;
    const refetch = () => void queryClient.invalidateQueries();
    const unsubscribers = [
      offline.cache.onRefreshed(refetch),
      offline.outbox.onSent(refetch),
      offline.connection.onChange((online) => online && refetch()),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [queryClient]);
}
