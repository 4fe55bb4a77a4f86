/** What the Problem menu asks the renderer to do; the renderer runs the same action as its buttons. */
export const menuCommands = [
  'run',
  'submit',
  'debug',
  'previous-problem',
  'next-problem',
  'toggle-problem-list',
] as const;
export type MenuCommand = (typeof menuCommands)[number];
