function findItinerary(tickets: string[][]): string[] {
  // Destinations sorted in reverse, so the alphabetically smallest is popped from the end.
  const out = new Map<string, string[]>();
  for (const [from, to] of tickets) {
    if (!out.has(from)) out.set(from, []);
    out.get(from)!.push(to);
  }
  for (const list of out.values()) list.sort().reverse();
  // Hierholzer: an airport joins the route once its tickets run out, so the route is built from
  // the end backwards.
  const route: string[] = [];
  const stack = ['JFK'];
  while (stack.length) {
    const left = out.get(stack[stack.length - 1]);
    if (left && left.length) stack.push(left.pop()!);
    else route.push(stack.pop()!);
  }
  return route.reverse();
}
