import type { ReactNode } from 'react';

// Whole class strings, so that Tailwind finds them.
const layouts = {
  sm: 'mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between',
  md: 'mb-8 flex flex-col gap-4 md:flex-row md:items-end md:justify-between',
};

/**
 * A page's title and the line under it, with the page's actions at the other end; below them
 * until the width `stackUntil` (more actions need more room).
 */
export function PageHeader({
  title,
  description,
  actions,
  stackUntil = 'sm',
}: {
  title: string;
  description: ReactNode;
  actions: ReactNode;
  stackUntil?: keyof typeof layouts;
}) {
  return (
    <div className={layouts[stackUntil]}>
      <div className="space-y-1.5">
        <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </div>
      {actions}
    </div>
  );
}
