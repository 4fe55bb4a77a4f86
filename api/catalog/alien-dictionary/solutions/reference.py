class Solution:
    def alienOrder(self, words: List[str]) -> str:
        letters = sorted(set("".join(words)))
        after = {c: set() for c in letters}
        waiting = {c: 0 for c in letters}
        for before, word in zip(words, words[1:]):
            for a, b in zip(before, word):
                if a != b:
                    if b not in after[a]:
                        after[a].add(b)
                        waiting[b] += 1
                    break
            else:
                if len(before) > len(word):
                    return ""
        order = [c for c in letters if waiting[c] == 0]
        for c in order:  # the list grows while it is walked: it is the queue
            for b in sorted(after[c]):
                waiting[b] -= 1
                if waiting[b] == 0:
                    order.append(b)
        return "".join(order) if len(order) == len(letters) else ""
