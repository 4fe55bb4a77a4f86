class Solution:
    def findItinerary(self, tickets: List[List[str]]) -> List[str]:
        # Destinations sorted in reverse, so the alphabetically smallest is popped from the end.
        out = defaultdict(list)
        for a, b in sorted(tickets, reverse=True):
            out[a].append(b)
        # Hierholzer: an airport is added to the route once its tickets run out, so the route is
        # built from the end backwards.
        route, stack = [], ["JFK"]
        while stack:
            if out[stack[-1]]:
                stack.append(out[stack[-1]].pop())
            else:
                route.append(stack.pop())
        return route[::-1]
