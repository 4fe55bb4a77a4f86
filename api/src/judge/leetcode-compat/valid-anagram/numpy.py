import numpy as np

class Solution:
    def isAnagram(self, s: str, t: str) -> bool:
        if len(s) != len(t):
            return False
        counts = np.zeros(26, dtype=np.int64)
        np.add.at(counts, np.frombuffer(s.encode(), dtype=np.uint8) - 97, 1)
        np.add.at(counts, np.frombuffer(t.encode(), dtype=np.uint8) - 97, -1)
        return bool(not counts.any())
