class Solution:
    def isNStraightHand(self, hand: List[int], groupSize: int) -> bool:
        # SortedDict with no import: LeetCode's Python has sortedcontainers ready, as it has heapq.
        left = SortedDict()
        for card in hand:
            left[card] = left.get(card, 0) + 1
        while left:
            low = left.peekitem(0)[0]
            for card in range(low, low + groupSize):
                if card not in left:
                    return False
                left[card] -= 1
                if left[card] == 0:
                    del left[card]
        return True
