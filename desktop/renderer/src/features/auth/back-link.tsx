import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';

/** The 'Back to …' link under an auth card (to sign in, to sign up). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 font-medium text-foreground underline-offset-4 hover:underline"
    >
      <ArrowLeftIcon className="size-4" />
      {children}
    </Link>
  );
}
