# Checks only the first and last letter of a piece, so "abca" passes as a palindrome.
class Solution:
    def partition(self, s: str) -> List[List[str]]:
        found, pieces = [], []

        def search(start):
            if start == len(s):
                found.append(pieces[:])
                return
            for end in range(start, len(s)):
                if s[start] == s[end]:
                    pieces.append(s[start : end + 1])
                    search(end + 1)
                    pieces.pop()

        search(0)
        return found
