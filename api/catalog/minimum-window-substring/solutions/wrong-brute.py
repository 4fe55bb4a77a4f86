class Solution:
    def minWindow(self, s: str, t: str) -> str:
        # From every start, extends the window until it covers t: correct, but up to m steps
        # for each of the m starts, far too slow for 10^5 characters.
        need = [0] * 128
        for c in t:
            need[ord(c)] += 1
        n = len(s)
        best_start, best_length = 0, n + 1
        for i in range(n):
            have = [0] * 128
            missing = len(t)
            j = i
            while j < n and j - i + 1 < best_length:
                c = ord(s[j])
                if have[c] < need[c]:
                    missing -= 1
                have[c] += 1
                if missing == 0:
                    best_start, best_length = i, j - i + 1
                    break
                j += 1
        return "" if best_length == n + 1 else s[best_start : best_start + best_length]
