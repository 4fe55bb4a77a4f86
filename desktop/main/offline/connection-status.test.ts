import { describe, expect, it } from 'vitest';
import { createConnectionStatus } from './connection-status.ts';

describe('createConnectionStatus', () => {
  it('tells listeners of each change once, a new reason while offline included', () => {
    const connection = createConnectionStatus();
    const heard: boolean[] = [];
    connection.onChange((online) => heard.push(online));
    connection.markOnline();
    expect(heard).toEqual([]);
    connection.markOffline();
    connection.markOffline('network');
    expect(heard).toEqual([false]);
    // The proxy now answers 502 instead of the connection failing: the app's banner says so.
    connection.markOffline('gateway');
    expect(heard).toEqual([false, false]);
    expect(connection.isOnline()).toBe(false);
    expect(connection.reason()).toBe('gateway');
    connection.markOnline();
    connection.markOnline();
    expect(heard).toEqual([false, false, true]);
    expect(connection.isOnline()).toBe(true);
    expect(connection.reason()).toBeNull();
  });
});
