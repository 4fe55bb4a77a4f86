import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';

/** The full-width way on from an auth page's message (sign in, sign up, a new link). */
export function AuthLinkButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild className="h-10 w-full">
      <Link to={to}>{children}</Link>
    </Button>
  );
}
