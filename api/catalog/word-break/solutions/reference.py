class Solution:
    def wordBreak(self, s: str, wordDict: List[str]) -> bool:
        words = set(wordDict)
        longest = max(map(len, words))
        can = [True] + [False] * len(s)
        for i in range(1, len(s) + 1):
            for start in range(max(0, i - longest), i):
                if can[start] and s[start:i] in words:
                    can[i] = True
                    break
        return can[-1]
