# Builds the whole graph first by comparing every pair of words: O(N² · L), about 12.5 million
# comparisons for 5000 words, far too slow; the search over the graph is then quick.
class Solution:
    def ladderLength(self, beginWord: str, endWord: str, wordList: List[str]) -> int:
        words = [beginWord] + [word for word in wordList if word != beginWord]
        neighbours = [[] for _ in words]
        for i in range(len(words)):
            for j in range(i + 1, len(words)):
                if sum(a != b for a, b in zip(words[i], words[j])) == 1:
                    neighbours[i].append(j)
                    neighbours[j].append(i)
        distance = {0: 1}
        queue = deque([0])
        while queue:
            current = queue.popleft()
            if words[current] == endWord:
                return distance[current]
            for nxt in neighbours[current]:
                if nxt not in distance:
                    distance[nxt] = distance[current] + 1
                    queue.append(nxt)
        return 0
