class Solution:
    def characterReplacement(self, s: str, k: int) -> int:
        count = {}
        left = best = answer = 0
        for right, ch in enumerate(s):
            count[ch] = count.get(ch, 0) + 1
            best = max(best, count[ch])
            while right - left + 1 - best > k:
                count[s[left]] -= 1
                left += 1
            answer = max(answer, right - left)
        return answer
