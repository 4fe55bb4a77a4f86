# Definition for a binary tree node.
# class TreeNode:
#     def __init__(self, val=0, left=None, right=None):
#         self.val = val
#         self.left = left
#         self.right = right
class Solution:
    def isSubtree(self, root: Optional[TreeNode], subRoot: Optional[TreeNode]) -> bool:
        def preorder(node):
            # Values in preorder with None for every missing child: the list spells the tree
            # exactly, and each subtree's list is one contiguous run of its tree's list.
            out, stack = [], [node]
            while stack:
                n = stack.pop()
                if n is None:
                    out.append(None)
                else:
                    out.append(n.val)
                    stack.append(n.right)
                    stack.append(n.left)
            return out

        text, pattern = preorder(root), preorder(subRoot)
        # Knuth-Morris-Pratt: fail[i] is the length of the longest proper prefix of
        # pattern[:i + 1] that is also a suffix of it.
        fail = [0] * len(pattern)
        k = 0
        for i in range(1, len(pattern)):
            while k and pattern[i] != pattern[k]:
                k = fail[k - 1]
            if pattern[i] == pattern[k]:
                k += 1
            fail[i] = k
        k = 0  # how much of pattern the text read so far ends with
        for token in text:
            while k and token != pattern[k]:
                k = fail[k - 1]
            if token == pattern[k]:
                k += 1
                if k == len(pattern):
                    return True
        return False
