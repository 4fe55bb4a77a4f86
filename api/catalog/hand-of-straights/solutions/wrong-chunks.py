# Cuts the sorted hand into consecutive chunks, which breaks as soon as a value repeats across runs.
class Solution:
    def isNStraightHand(self, hand: List[int], groupSize: int) -> bool:
        if len(hand) % groupSize:
            return False
        cards = sorted(hand)
        for start in range(0, len(cards), groupSize):
            for k in range(1, groupSize):
                if cards[start + k] != cards[start] + k:
                    return False
        return True
