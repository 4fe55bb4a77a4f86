class Solution:
    def isNStraightHand(self, hand: List[int], groupSize: int) -> bool:
        if len(hand) % groupSize:
            return False
        count = Counter(hand)
        for value in sorted(count):
            runs = count[value]
            if runs == 0:
                continue
            # Each remaining copy of the smallest value starts a run of its own.
            for nxt in range(value + 1, value + groupSize):
                if count[nxt] < runs:
                    return False
                count[nxt] -= runs
        return True
