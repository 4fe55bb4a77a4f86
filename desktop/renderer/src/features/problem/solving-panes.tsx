import type { ReactNode } from 'react';
import { type PhonePane, PhonePanes } from './phone-panes.tsx';
import { RememberedSplit } from './remembered-split.tsx';

/**
 * Where the solving screen's three panes sit: the statement beside the editor over the bottom
 * panel, resizable, each split remembered; `stacked` (a phone) shows one at a time under a switch.
 */
export function SolvingPanes({
  stacked,
  left,
  editor,
  bottom,
  phonePane,
  onPhonePaneChange,
}: {
  stacked: boolean;
  left: ReactNode;
  editor: ReactNode;
  bottom: ReactNode;
  /** The pane a phone shows. */
  phonePane: PhonePane;
  onPhonePaneChange: (pane: PhonePane) => void;
}) {
  if (stacked) {
    return (
      <main className="flex min-h-0 flex-1 flex-col">
        <PhonePanes
          pane={phonePane}
          onPaneChange={onPhonePaneChange}
          panes={{ problem: left, code: editor, console: bottom }}
        />
      </main>
    );
  }
  return (
    <main className="min-h-0 flex-1">
      <RememberedSplit
        id="problem-panes"
        orientation="horizontal"
        handleLabel="Resize panes"
        first={{ id: 'left', content: left }}
        second={{
          id: 'right',
          content: (
            <RememberedSplit
              id="editor-panes"
              orientation="vertical"
              handleLabel="Resize editor"
              first={{ id: 'editor', content: editor }}
              second={{ id: 'bottom', content: bottom }}
            />
          ),
        }}
      />
    </main>
  );
}
