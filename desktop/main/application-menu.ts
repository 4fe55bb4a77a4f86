import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../preload/menu-commands.ts';

/** Problem menu shortcuts: LeetCode's Run and Submit keys, as the web app's tooltips show them. */
export const problemMenuAccelerators: Record<MenuCommand, string> = {
  run: "CmdOrCtrl+'",
  submit: 'CmdOrCtrl+Enter',
  debug: 'CmdOrCtrl+Shift+D',
  'previous-problem': 'CmdOrCtrl+Alt+Left',
  'next-problem': 'CmdOrCtrl+Alt+Right',
  'toggle-problem-list': 'CmdOrCtrl+Shift+L',
};

const problemMenuLabels: Record<MenuCommand, string> = {
  run: 'Run',
  submit: 'Submit',
  debug: 'Debug',
  'previous-problem': 'Previous Problem',
  'next-problem': 'Next Problem',
  'toggle-problem-list': 'Toggle Problem List',
};

export interface ApplicationMenuOptions {
  platform: NodeJS.Platform;
  appName: string;
  appVersion: string;
  /** Sends a Problem menu command to the focused window's renderer. */
  sendCommand(command: MenuCommand): void;
  /** Opens the ZenCode server's web app in the system browser. */
  openWebsite(): void;
}

const item = (
  options: ApplicationMenuOptions,
  command: MenuCommand,
): MenuItemConstructorOptions => ({
  id: `problem.${command}`,
  label: problemMenuLabels[command],
  accelerator: problemMenuAccelerators[command],
  click: () => options.sendCommand(command),
});

/**
 * The application menu: the platform's standard roles (the app menu on macOS; Edit, View, Window),
 * the Problem menu, and Help with the website and the version. Plain data, so it is tested without
 * Electron; `Menu.buildFromTemplate` turns it into the real menu.
 */
export function applicationMenuTemplate(
  options: ApplicationMenuOptions,
): MenuItemConstructorOptions[] {
  const mac = options.platform === 'darwin';
  const appMenu: MenuItemConstructorOptions[] = mac
    ? [
        {
          label: options.appName,
          submenu: [
            { role: 'about' },
            { type: 'separator' },
            { role: 'services' },
            { type: 'separator' },
            { role: 'hide' },
            { role: 'hideOthers' },
            { role: 'unhide' },
            { type: 'separator' },
            { role: 'quit' },
          ],
        },
      ]
    : [{ role: 'fileMenu' }];
  return [
    ...appMenu,
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        { role: 'reload' },
        { role: 'toggleDevTools' },
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    {
      label: 'Problem',
      submenu: [
        item(options, 'run'),
        item(options, 'submit'),
        item(options, 'debug'),
        { type: 'separator' },
        item(options, 'previous-problem'),
        item(options, 'next-problem'),
        { type: 'separator' },
        item(options, 'toggle-problem-list'),
      ],
    },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [
        {
          id: 'help.website',
          label: 'Open the ZenCode Website',
          click: () => options.openWebsite(),
        },
        { type: 'separator' },
        { id: 'help.version', label: `Version ${options.appVersion}`, enabled: false },
      ],
    },
  ];
}
