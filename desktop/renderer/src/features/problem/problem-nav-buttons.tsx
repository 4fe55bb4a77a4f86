import { fillRoute, pageRoutes } from '@zencode/shared/contract';
import { ChevronLeftIcon, ChevronRightIcon, HouseIcon, PanelLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Hint } from './hint.tsx';

function NeighbourButton({
  to,
  label,
  children,
}: {
  to: string | null;
  label: string;
  children: ReactNode;
}) {
  if (to === null) {
    return (
      <Button variant="ghost" size="icon" className="size-8" aria-label={label} disabled>
        {children}
      </Button>
    );
  }
  return (
    <Hint label={label}>
      <Button asChild variant="ghost" size="icon" className="size-8 text-muted-foreground">
        <Link to={fillRoute(pageRoutes.problem, { id: to })} aria-label={label}>
          {children}
        </Link>
      </Button>
    </Hint>
  );
}

/** The top bar's left: home, the problems sidebar, previous and next problem. */
export function ProblemNavButtons({
  previousId,
  nextId,
  onToggleSidebar,
}: {
  previousId: string | null;
  nextId: string | null;
  onToggleSidebar: () => void;
}) {
  return (
    <div className="flex flex-1 items-center gap-0.5">
      <Hint label="Home">
        <Button asChild variant="ghost" size="icon" className="size-8 text-muted-foreground">
          <Link to={pageRoutes.home} aria-label="Home">
            <HouseIcon />
          </Link>
        </Button>
      </Hint>
      <Hint label="Problems">
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-muted-foreground"
          aria-label="Toggle problems sidebar"
          onClick={onToggleSidebar}
        >
          <PanelLeftIcon />
        </Button>
      </Hint>
      {/* On a phone the labelled Run, Submit and Debug need the room; the sidebar lists the
          neighbours. */}
      <div className="hidden items-center gap-0.5 sm:flex">
        <NeighbourButton to={previousId} label="Previous problem">
          <ChevronLeftIcon />
        </NeighbourButton>
        <NeighbourButton to={nextId} label="Next problem">
          <ChevronRightIcon />
        </NeighbourButton>
      </div>
    </div>
  );
}
