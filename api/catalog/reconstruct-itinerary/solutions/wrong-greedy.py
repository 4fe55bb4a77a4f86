# Always flies the alphabetically smallest unused ticket and never reconsiders, so it can get stuck
# at a dead end before every ticket is used.
class Solution:
    def findItinerary(self, tickets: List[List[str]]) -> List[str]:
        out = defaultdict(list)
        for a, b in sorted(tickets, reverse=True):
            out[a].append(b)
        route = ["JFK"]
        while out[route[-1]]:
            route.append(out[route[-1]].pop())
        return route
