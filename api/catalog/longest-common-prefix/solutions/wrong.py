class Solution:
    def longestCommonPrefix(self, strs: List[str]) -> str:
        # Off by one: never lets the prefix reach the full length of the first word.
        prefix = strs[0]
        for i in range(len(prefix) - 1):
            if any(i >= len(w) or w[i] != prefix[i] for w in strs):
                return prefix[:i]
        return prefix[: max(0, len(prefix) - 1)]
