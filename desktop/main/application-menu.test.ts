import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { menuCommands } from '../preload/menu-commands.ts';
import { applicationMenuTemplate, problemMenuAccelerators } from './application-menu.ts';

function template(platform: NodeJS.Platform) {
  const sendCommand = vi.fn();
  const openWebsite = vi.fn();
  const menu = applicationMenuTemplate({
    platform,
    appName: 'ZenCode',
    appVersion: '1.2.3',
    sendCommand,
    openWebsite,
  });
  return { menu, sendCommand, openWebsite };
}

const submenu = (item: MenuItemConstructorOptions | undefined) =>
  (item?.submenu ?? []) as MenuItemConstructorOptions[];
const named = (menu: MenuItemConstructorOptions[], label: string) =>
  menu.find((entry) => entry.label === label || entry.role === label);
const click = (entry: MenuItemConstructorOptions | undefined) =>
  (entry?.click as (() => void) | undefined)?.();

describe('applicationMenuTemplate', () => {
  it('has the standard menus on every platform, and the app menu on macOS', () => {
    const linux = template('linux').menu.map((entry) => entry.label ?? entry.role);
    expect(linux).toEqual(['fileMenu', 'editMenu', 'View', 'Problem', 'windowMenu', 'help']);
    const mac = template('darwin').menu;
    expect(mac[0]?.label).toBe('ZenCode');
    expect(submenu(mac[0]).map((entry) => entry.role ?? entry.type)).toContain('quit');
    const view = submenu(named(mac, 'View')).map((entry) => entry.role);
    expect(view).toEqual(
      expect.arrayContaining(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']),
    );
  });

  it("binds Run to Ctrl/Cmd+' and Submit to Ctrl/Cmd+Enter, LeetCode's keys", () => {
    const problem = submenu(named(template('win32').menu, 'Problem'));
    const byLabel = Object.fromEntries(
      problem.filter((entry) => entry.label).map((entry) => [entry.label, entry.accelerator]),
    );
    expect(byLabel).toEqual({
      Run: "CmdOrCtrl+'",
      Submit: 'CmdOrCtrl+Enter',
      Debug: 'CmdOrCtrl+Shift+D',
      'Previous Problem': 'CmdOrCtrl+Alt+Left',
      'Next Problem': 'CmdOrCtrl+Alt+Right',
      'Toggle Problem List': 'CmdOrCtrl+Shift+L',
    });
  });

  it('gives every command its own accelerator, clashing with no standard shortcut', () => {
    const accelerators = Object.values(problemMenuAccelerators);
    expect(new Set(accelerators).size).toBe(menuCommands.length);
    const standard = ['CmdOrCtrl+Z', 'CmdOrCtrl+Shift+Z', 'CmdOrCtrl+X', 'CmdOrCtrl+C'];
    for (const key of [...standard, 'CmdOrCtrl+V', 'CmdOrCtrl+A', 'CmdOrCtrl+R', 'CmdOrCtrl+0'])
      expect(accelerators).not.toContain(key);
  });

  it('sends each Problem menu command to the renderer', () => {
    const { menu, sendCommand } = template('linux');
    for (const entry of submenu(named(menu, 'Problem'))) click(entry);
    expect(sendCommand.mock.calls.map(([command]) => command)).toEqual([...menuCommands]);
  });

  it('opens the website and shows the version from Help', () => {
    const { menu, openWebsite } = template('linux');
    const help = submenu(named(menu, 'help'));
    expect(help[0]?.label).toBe('Open the ZenCode Website');
    click(help[0]);
    expect(openWebsite).toHaveBeenCalledOnce();
    expect(help.at(-1)).toMatchObject({ label: 'Version 1.2.3', enabled: false });
  });
});
