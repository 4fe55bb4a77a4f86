import { LayoutGridIcon, ListIcon } from 'lucide-react';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import type { ProblemViewMode } from './problem-list-params.ts';

/** The attributes of the one panel the view tabs show: the list, in the chosen view. */
export function viewModePanelProps(panelId: string, view: ProblemViewMode) {
  return { id: panelId, role: 'tabpanel', 'aria-labelledby': `${panelId}-${view}` } as const;
}

/**
 * Grid View / List View: two tabs over one panel (the list, give it `viewModePanelProps`), so
 * each tab points at a panel that exists.
 */
export function ViewModeTabs({
  panelId,
  value,
  onChange,
  className,
}: {
  panelId: string;
  value: ProblemViewMode;
  onChange: (view: ProblemViewMode) => void;
  className?: string;
}) {
  return (
    <Tabs value={value} onValueChange={(view) => onChange(view as ProblemViewMode)}>
      <TabsList className={className}>
        <TabsTrigger value="grid" id={`${panelId}-grid`} aria-controls={panelId}>
          <LayoutGridIcon />
          Grid View
        </TabsTrigger>
        <TabsTrigger value="list" id={`${panelId}-list`} aria-controls={panelId}>
          <ListIcon />
          List View
        </TabsTrigger>
      </TabsList>
    </Tabs>
  );
}
