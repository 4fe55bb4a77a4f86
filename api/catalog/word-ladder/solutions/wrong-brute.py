# Builds the whole graph first by comparing each word with every other word: O(N² · L), about
# 25 million comparisons for 5000 words, far too slow; the search over the graph is then quick.
class Solution:
    def ladderLength(self, beginWord: str, endWord: str, wordList: List[str]) -> int:
        words = [beginWord] + [word for word in wordList if word != beginWord]
        neighbours = [[] for _ in words]
        for i in range(len(words)):
            for j in range(len(words)):
                if i != j and sum(a != b for a, b in zip(words[i], words[j])) == 1:
                    neighbours[i].append(j)
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
