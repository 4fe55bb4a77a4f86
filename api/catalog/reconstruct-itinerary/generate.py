"""Reconstruct Itinerary cases: the examples, single and repeated tickets, dead ends that a greedy walk
runs into, then random trips of up to 300 tickets among few or many airports."""
import string

from casegen import Cases

cases = Cases(seed=332)
rng = cases.rng


def add(tickets, public=False):
    assert 1 <= len(tickets) <= 300 and all(a != b and len(a) == len(b) == 3 for a, b in tickets)
    cases.add(tickets, public=public)


def airports(count):
    """JFK plus count - 1 other three-letter codes, in a fixed order."""
    names = ["JFK"]
    while len(names) < count:
        code = rng.word(3, string.ascii_uppercase)
        if code not in names:
            names.append(code)
    return names


def random_trip(names, length):
    """The tickets of a random walk of `length` flights from JFK, shuffled: always a valid trip."""
    tickets, here = [], "JFK"
    for _ in range(length):
        there = rng.choice([a for a in names if a != here])
        tickets.append([here, there])
        here = there
    rng.shuffle(tickets)
    return tickets


add([["MUC", "LHR"], ["JFK", "MUC"], ["SFO", "SJC"], ["LHR", "SFO"]], True)
add([["JFK", "SFO"], ["JFK", "ATL"], ["SFO", "ATL"], ["ATL", "JFK"], ["ATL", "SFO"]], True)
add([["JFK", "AAA"]])
add([["JFK", "ZZZ"], ["ZZZ", "JFK"]])
# The alphabetically first choice (KUL) is a dead end taken too early.
add([["JFK", "KUL"], ["JFK", "NRT"], ["NRT", "JFK"]])
# Repeated identical tickets.
add([["JFK", "ABC"], ["ABC", "JFK"], ["JFK", "ABC"], ["ABC", "JFK"], ["JFK", "ABC"]])
add([["JFK", "ATL"], ["ATL", "JFK"], ["JFK", "ATL"], ["ATL", "AAA"], ["AAA", "ATL"]])
# Nested dead ends: each loop must be flown before the branch that cannot come back.
add([["JFK", "AAA"], ["JFK", "BBB"], ["BBB", "JFK"], ["JFK", "CCC"], ["CCC", "JFK"], ["AAA", "DDD"]])
add([["JFK", "AXA"], ["AXA", "EZE"], ["EZE", "AXA"], ["AXA", "TIA"], ["TIA", "ANU"], ["ANU", "JFK"],
     ["JFK", "ANU"], ["ANU", "EZE"], ["EZE", "TIA"], ["TIA", "AUA"], ["AUA", "ANU"]])
# A straight line of 300 airports, tickets given in reverse.
names = airports(301)
add([[names[i], names[i + 1]] for i in range(300)][::-1])
for count, length in ((2, 6), (3, 10), (3, 40), (4, 25), (5, 60), (8, 100), (3, 300), (4, 300),
                      (10, 300), (30, 300), (100, 300)):
    add(random_trip(airports(count), length))
# A hub: JFK and one other airport take part in every ticket, with many loops to order.
hub = airports(100)
tickets = [["JFK", hub[1]]]
for name in hub[2:]:
    tickets += [["JFK", name], [name, hub[1]], [hub[1], "JFK"]]
rng.shuffle(tickets)
add(tickets)
cases.print()
