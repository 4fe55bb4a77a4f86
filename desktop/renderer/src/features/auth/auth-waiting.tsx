import { Spinner } from '@/components/ui/spinner.tsx';
import { AuthShell } from './auth-shell.tsx';

/** An auth page while the server checks something: `title`, "One moment..." and a spinner. */
export function AuthWaiting({ title, spinnerLabel }: { title: string; spinnerLabel: string }) {
  return (
    <AuthShell title={title} description="One moment...">
      <div className="flex justify-center py-4">
        <Spinner className="size-6" label={spinnerLabel} />
      </div>
    </AuthShell>
  );
}
