# Off by one: the loop stops one window early, so an anagram at the very end of s is missed.
class Solution:
    def findAnagrams(self, s: str, p: str) -> List[int]:
        m = len(p)
        need = Counter(p)
        window = Counter(s[:m])
        result = []
        for start in range(len(s) - m):
            if window == need:
                result.append(start)
            window[s[start]] -= 1
            window[s[start + m]] += 1
        return result
