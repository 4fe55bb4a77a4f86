# Greedy: always takes the longest word that fits, never reconsidering ("goalspecial" with "goals"
# leaves "pecial").
class Solution:
    def wordBreak(self, s: str, wordDict: List[str]) -> bool:
        words = set(wordDict)
        i = 0
        while i < len(s):
            for end in range(len(s), i, -1):
                if s[i:end] in words:
                    i = end
                    break
            else:
                return False
        return True
