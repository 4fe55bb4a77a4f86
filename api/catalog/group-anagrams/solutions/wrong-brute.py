class Solution:
    def groupAnagrams(self, strs: List[str]) -> List[List[str]]:
        # Starts a group at each word not yet placed and checks every later word against it,
        # counting letters each time: correct, but up to n * n comparisons.
        letters = "abcdefghijklmnopqrstuvwxyz"

        def same_letters(a: str, b: str) -> bool:
            return [a.count(c) for c in letters] == [b.count(c) for c in letters]

        n = len(strs)
        placed = [False] * n
        groups = []
        for i in range(n):
            if placed[i]:
                continue
            group = [strs[i]]
            for j in range(i + 1, n):
                if not placed[j] and same_letters(strs[i], strs[j]):
                    placed[j] = True
                    group.append(strs[j])
            groups.append(group)
        return groups
