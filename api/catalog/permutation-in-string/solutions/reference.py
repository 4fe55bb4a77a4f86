class Solution:
    def checkInclusion(self, s1: str, s2: str) -> bool:
        m = len(s1)
        if m > len(s2):
            return False
        need = Counter(s1)
        window = Counter(s2[:m])
        if window == need:
            return True
        for i in range(m, len(s2)):
            window[s2[i]] += 1
            out = s2[i - m]
            window[out] -= 1
            if window[out] == 0:
                del window[out]
            if window == need:
                return True
        return False
