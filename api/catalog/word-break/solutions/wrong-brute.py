class Solution:
    def wordBreak(self, s: str, wordDict: List[str]) -> bool:
        # Try every word that fits at the current position and go on after it. Correct, but failed
        # positions are not remembered, so "aaa...ab" is retried along exponentially many paths.
        def fits(start: int) -> bool:
            if start == len(s):
                return True
            return any(s.startswith(word, start) and fits(start + len(word)) for word in wordDict)

        return fits(0)
