import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip.tsx';
import { AuthProvider } from '@/features/auth/index.ts';
import { useDesktopSync } from '@/features/desktop/index.ts';
// Not through the feature's index: that would load the problem page with the app's first chunk.
import { useAccountDraftSync } from '@/features/problem/use-account-draft-sync.ts';
import { ThemeProvider } from '@/features/theme/index.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { createAppRouter } from './router.tsx';

function DesktopSync() {
  useDesktopSync();
  return null;
}

function AccountDraftSync() {
  useAccountDraftSync();
  return null;
}

/** Providers around the router: server data, the session, theme, tooltips. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <DesktopSync />
      <AuthProvider>
        <AccountDraftSync />
        <ThemeProvider>
          <TooltipProvider>
            <RouterProvider router={router} />
          </TooltipProvider>
        </ThemeProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
