import { QueryClientProvider } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip.tsx';
import { AuthProvider } from '@/features/auth/index.ts';
import { useDesktopSync } from '@/features/desktop/index.ts';
// Not through the feature's index: that would load the problem page with the app's first chunk.
import { useAccountDraftSync } from '@/features/problem/use-account-draft-sync.ts';
import { ThemeProvider } from '@/features/theme/index.ts';
import { learnerWorkGeneration, onLearnerWorkReplaced } from '@/lib/learner-work-store.ts';
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

/**
 * The pages, opened again whenever the learner's work is replaced (the desktop's session moved to
 * another account): no editor keeps the previous account's code on screen or writes it on.
 */
function LearnerWorkPages({ children }: { children: ReactNode }) {
  const generation = useSyncExternalStore(onLearnerWorkReplaced, learnerWorkGeneration);
  return <Fragment key={generation}>{children}</Fragment>;
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
            <LearnerWorkPages>
              <RouterProvider router={router} />
            </LearnerWorkPages>
          </TooltipProvider>
        </ThemeProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
