import type { MenuCommand } from '../../../../preload/menu-commands.ts';
import { desktopApi } from '@/lib/platform.ts';

/** What the problem page can be asked to do: its buttons' actions, by keyboard or desktop menu. */
export type ProblemCommand = MenuCommand;

export type ProblemCommandHandlers = Partial<Record<ProblemCommand, () => void>>;

/** Whether shortcuts read with ⌘ (Apple platforms) or Ctrl. */
function usesCommandKey(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
}

const mod = usesCommandKey() ? '⌘' : 'Ctrl+';

/** LeetCode's keys: Run = Ctrl/Cmd+', Submit = Ctrl/Cmd+Enter (the desktop menu uses the same). */
export const problemShortcuts = {
  run: { hint: `${mod}'`, aria: "Control+' Meta+'" },
  submit: { hint: `${mod}Enter`, aria: 'Control+Enter Meta+Enter' },
} as const;

interface KeyLike {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The command a key press asks for, or null. */
export function commandForKey(event: KeyLike): 'run' | 'submit' | null {
  if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return null;
  if (event.key === "'" || event.code === 'Quote') return 'run';
  if (event.key === 'Enter') return 'submit';
  return null;
}

const listeners = new Set<(command: ProblemCommand) => void>();
const lastRun = new Map<ProblemCommand, number>();
// One key press can arrive twice (the page's keydown, Monaco's own binding, the desktop menu's
// accelerator): a repeat within this window is the same press.
const samePressMs = 300;

/** Asks the open problem page to act, as if its button was pressed. */
export function dispatchProblemCommand(command: ProblemCommand, now = Date.now()): void {
  const last = lastRun.get(command);
  if (last !== undefined && now - last < samePressMs) return;
  lastRun.set(command, now);
  for (const listener of listeners) listener(command);
}

/** Listens for problem commands; answers a function that stops listening. */
export function onProblemCommand(listener: (command: ProblemCommand) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Keyboard shortcuts anywhere on the page, the editor included, and, in the desktop app, the Problem menu, all running the handlers of the page's buttons.
 */
export function listenForProblemCommands(): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    // Monaco stops the keys it binds itself; any that reach the window (a layout where its Quote
    // binding does not match) run here, and a press seen twice still runs once.
    if (event.defaultPrevented) return;
    const command = commandForKey(event);
    if (!command) return;
    event.preventDefault();
    dispatchProblemCommand(command);
  };
  window.addEventListener('keydown', onKeyDown);
  const stopMenu = desktopApi()?.menu.onCommand((command) => dispatchProblemCommand(command));
  return () => {
    window.removeEventListener('keydown', onKeyDown);
    stopMenu?.();
  };
}
