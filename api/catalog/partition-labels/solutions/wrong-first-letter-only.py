# Ends each piece at the last copy of its first letter, ignoring letters inside that reach further.
class Solution:
    def partitionLabels(self, s: str) -> List[int]:
        sizes = []
        start = 0
        while start < len(s):
            end = s.rfind(s[start])
            sizes.append(end - start + 1)
            start = end + 1
        return sizes
