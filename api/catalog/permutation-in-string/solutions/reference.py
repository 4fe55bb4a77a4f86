class Solution:
    def checkInclusion(self, s1: str, s2: str) -> bool:
        m, n = len(s1), len(s2)
        if m > n:
            return False
        need = [0] * 26
        have = [0] * 26
        for i in range(m):
            need[ord(s1[i]) - 97] += 1
            have[ord(s2[i]) - 97] += 1
        # matches: how many letters occur as often in the window as in s1.
        matches = sum(1 for c in range(26) if need[c] == have[c])
        for i in range(m, n):
            if matches == 26:
                return True
            for c, delta in ((ord(s2[i]) - 97, 1), (ord(s2[i - m]) - 97, -1)):
                if have[c] == need[c]:
                    matches -= 1
                have[c] += delta
                if have[c] == need[c]:
                    matches += 1
        return matches == 26
