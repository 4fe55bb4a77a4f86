import { messages, pageRoutes } from '@zencode/shared/contract';
import { ShieldXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';

/** Shown to signed-in users who open an admin page. */
export function NotAuthorized() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-hard-soft text-hard">
        <ShieldXIcon className="size-7" />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight">{messages.notAuthorizedTitle}</h1>
      <p className="text-muted-foreground">{messages.notAuthorizedBody}</p>
      <Button asChild className="mt-2">
        <Link to={pageRoutes.home}>Go to Home</Link>
      </Button>
    </div>
  );
}
