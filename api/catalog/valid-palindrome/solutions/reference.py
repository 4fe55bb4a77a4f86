class Solution:
    def isPalindrome(self, s: str) -> bool:
        # Only ASCII letters and digits count (str.isalnum would also accept other scripts).
        def counts(c: str) -> bool:
            return "a" <= c <= "z" or "A" <= c <= "Z" or "0" <= c <= "9"

        i, j = 0, len(s) - 1
        while i < j:
            if not counts(s[i]):
                i += 1
            elif not counts(s[j]):
                j -= 1
            elif s[i].lower() != s[j].lower():
                return False
            else:
                i += 1
                j -= 1
        return True
