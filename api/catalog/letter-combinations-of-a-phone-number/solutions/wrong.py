# Forgets the empty input: starting from [""] it returns [""] for "" instead of [].
class Solution:
    def letterCombinations(self, digits: str) -> List[str]:
        keys = {"2": "abc", "3": "def", "4": "ghi", "5": "jkl",
                "6": "mno", "7": "pqrs", "8": "tuv", "9": "wxyz"}
        words = [""]
        for d in digits:
            words = [w + c for w in words for c in keys[d]]
        return words
