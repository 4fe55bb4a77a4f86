import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';

/** The phone's one pane at a time: the problem (statement and its tabs), the editor, the console. */
export type PhonePane = 'problem' | 'code' | 'console';

const phonePaneLabels: Record<PhonePane, string> = {
  problem: 'Problem',
  code: 'Code',
  console: 'Console',
};

/**
 * The solving screen on a phone: one pane fills the screen under a Problem / Code / Console
 * switch, so the editor is one tap away instead of a long scroll below the statement. Every pane
 * stays mounted (only hidden), so the editor keeps its cursor and undo history across switches.
 */
export function PhonePanes({
  pane,
  onPaneChange,
  panes,
}: {
  pane: PhonePane;
  onPaneChange: (pane: PhonePane) => void;
  panes: Record<PhonePane, ReactNode>;
}) {
  const order = Object.keys(phonePaneLabels) as PhonePane[];
  return (
    <Tabs
      value={pane}
      onValueChange={(next) => onPaneChange(next as PhonePane)}
      className="flex min-h-0 flex-1 flex-col"
    >
      <div className="shrink-0 border-b px-2 py-1.5">
        <TabsList className="grid h-9 w-full grid-cols-3" aria-label="Pane">
          {order.map((value) => (
            <TabsTrigger key={value} value={value} data-testid={`phone-pane-${value}`}>
              {phonePaneLabels[value]}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {order.map((value) => (
        <TabsContent
          key={value}
          value={value}
          forceMount
          className="min-h-0 flex-1 data-[state=inactive]:hidden"
        >
          {panes[value]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
