# Groups by the set of letters, ignoring how often each occurs: "aab" and "abb" end up together.
class Solution:
    def groupAnagrams(self, strs: List[str]) -> List[List[str]]:
        groups = defaultdict(list)
        for s in strs:
            groups["".join(sorted(set(s)))].append(s)
        return list(groups.values())
