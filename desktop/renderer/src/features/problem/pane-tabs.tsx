import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { cn } from '@/lib/utils.ts';

/** One tab of a pane: its name and what it shows. */
export interface PaneTab<T extends string> {
  value: T;
  label: string;
  content: ReactNode;
}

/**
 * A pane of the solving screen with its tabs on a bar at the top (Description / Submissions,
 * Testcases / Results); the chosen tab's content fills the rest and scrolls.
 */
export function PaneTabs<T extends string>({
  value,
  onChange,
  tabs,
  scroll = 'y',
}: {
  value: T;
  onChange: (tab: T) => void;
  tabs: readonly PaneTab<T>[];
  /** 'both' where wide content (a case's output) scrolls sideways too. */
  scroll?: 'y' | 'both';
}) {
  return (
    <Tabs
      value={value}
      onValueChange={(next) => onChange(next as T)}
      className="flex h-full min-h-0 flex-col"
    >
      {/* On a phone five tabs are wider than the screen: the bar scrolls, not the page. */}
      <div className="flex h-11 min-w-0 shrink-0 items-center overflow-x-auto border-b px-3">
        <TabsList className="h-8 shrink-0">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {tabs.map((tab) => (
        <TabsContent
          key={tab.value}
          value={tab.value}
          className={cn('min-h-0 flex-1', scroll === 'y' ? 'overflow-y-auto' : 'overflow-auto')}
        >
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
