class Solution:
    def partitionLabels(self, s: str) -> List[int]:
        last = {letter: i for i, letter in enumerate(s)}
        sizes = []
        start = end = 0
        for i, letter in enumerate(s):
            end = max(end, last[letter])
            if i == end:  # every letter seen since start ends by here
                sizes.append(end - start + 1)
                start = i + 1
        return sizes
