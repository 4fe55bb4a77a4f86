import { describe, expect, it } from 'vitest';
import { commandForKey, dispatchProblemCommand, onProblemCommand } from './problem-commands.ts';

const key = (init: Partial<Parameters<typeof commandForKey>[0]>) => ({
  key: '',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...init,
});

describe('commandForKey', () => {
  it("runs on Ctrl/Cmd+' and submits on Ctrl/Cmd+Enter, as on LeetCode", () => {
    expect(commandForKey(key({ key: "'", ctrlKey: true }))).toBe('run');
    expect(commandForKey(key({ key: "'", metaKey: true }))).toBe('run');
    expect(commandForKey(key({ key: 'ä', code: 'Quote', ctrlKey: true }))).toBe('run');
    expect(commandForKey(key({ key: 'Enter', ctrlKey: true }))).toBe('submit');
    expect(commandForKey(key({ key: 'Enter', metaKey: true }))).toBe('submit');
  });

  it('ignores the keys without the modifier or with others', () => {
    expect(commandForKey(key({ key: 'Enter' }))).toBeNull();
    expect(commandForKey(key({ key: "'" }))).toBeNull();
    expect(commandForKey(key({ key: 'Enter', ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(commandForKey(key({ key: 's', ctrlKey: true }))).toBeNull();
  });
});

describe('dispatchProblemCommand', () => {
  it('reaches listeners once per press, until they stop listening', () => {
    const heard: string[] = [];
    const stop = onProblemCommand((command) => heard.push(command));
    dispatchProblemCommand('run', 1_000);
    dispatchProblemCommand('run', 1_100); // the same press seen by Monaco and the menu
    dispatchProblemCommand('submit', 1_100);
    dispatchProblemCommand('run', 2_000);
    stop();
    dispatchProblemCommand('run', 5_000);
    expect(heard).toEqual(['run', 'submit', 'run']);
  });
});
