/*
 * Encodes a tree to a single string.
 */
function serialize(root: TreeNode | null): string {
    if (!root) return "";
    const out: string[] = [String(root.val)];
    const pending: TreeNode[] = [root];
    for (let at = 0; at < pending.length; at++) {
        for (const child of [pending[at].left, pending[at].right]) {
            if (child) {
                out.push(String(child.val));
                pending.push(child);
            } else {
                out.push("#");
            }
        }
    }
    return out.join(",");
};

/*
 * Decodes your encoded data to tree.
 */
function deserialize(data: string): TreeNode | null {
    if (!data) return null;
    const tokens = data.split(",");
    const root = new TreeNode(Number(tokens[0]));
    const pending: TreeNode[] = [root];
    let next = 1;
    for (let at = 0; at < pending.length; at++) {
        const node = pending[at];
        const left = tokens[next++], right = tokens[next++];
        if (left !== "#") {
            node.left = new TreeNode(Number(left));
            pending.push(node.left);
        }
        if (right !== "#") {
            node.right = new TreeNode(Number(right));
            pending.push(node.right);
        }
    }
    return root;
};
