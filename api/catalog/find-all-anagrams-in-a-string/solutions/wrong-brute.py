class Solution:
    def findAnagrams(self, s: str, p: str) -> List[int]:
        # Counts the letters of every window afresh: O(|s| * |p|), about 2 * 10^8 steps when both
        # are long.
        m = len(p)
        need = [0] * 26
        for c in p:
            need[ord(c) - 97] += 1
        result = []
        for start in range(len(s) - m + 1):
            window = [0] * 26
            for k in range(start, start + m):
                window[ord(s[k]) - 97] += 1
            if window == need:
                result.append(start)
        return result
