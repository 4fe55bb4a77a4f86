/**
 * Encodes a tree to a single string.
 *
 * @param {TreeNode} root
 * @return {string}
 */
var serialize = function(root) {
    if (!root) return "";
    const out = [String(root.val)];
    const pending = [root];
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

/**
 * Decodes your encoded data to tree.
 *
 * @param {string} data
 * @return {TreeNode}
 */
var deserialize = function(data) {
    if (!data) return null;
    const tokens = data.split(",");
    const root = new TreeNode(Number(tokens[0]));
    const pending = [root];
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
