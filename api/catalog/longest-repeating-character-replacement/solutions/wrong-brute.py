class Solution:
    def characterReplacement(self, s: str, k: int) -> int:
        # Tries every start and grows the substring one letter at a time: correct, but about
        # n^2 / 2 substrings, far too slow for 10^5 letters.
        n = len(s)
        answer = 0
        for i in range(n):
            count = [0] * 26
            most = 0
            for j in range(i, n):
                c = ord(s[j]) - 65
                count[c] += 1
                if count[c] > most:
                    most = count[c]
                if j - i + 1 - most <= k:
                    answer = max(answer, j - i + 1)
        return answer
