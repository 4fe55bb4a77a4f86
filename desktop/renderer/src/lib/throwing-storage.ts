/** For tests: a Web Storage whose every call throws, as a blocked or full localStorage does. */
export function throwingStorage() {
  const blocked = (): never => {
    throw new Error('SecurityError');
  };
  return { getItem: blocked, setItem: blocked, removeItem: blocked };
}
