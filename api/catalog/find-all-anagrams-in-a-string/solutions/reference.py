class Solution:
    def findAnagrams(self, s: str, p: str) -> List[int]:
        m = len(p)
        if m > len(s):
            return []
        need = [0] * 26
        window = [0] * 26
        for c in p:
            need[ord(c) - 97] += 1
        result = []
        for i, c in enumerate(s):
            window[ord(c) - 97] += 1
            if i >= m:
                window[ord(s[i - m]) - 97] -= 1
            if i >= m - 1 and window == need:
                result.append(i - m + 1)
        return result
