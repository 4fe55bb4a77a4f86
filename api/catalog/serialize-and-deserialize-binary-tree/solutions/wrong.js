// Level order of the real nodes only, filled back as if the tree were complete.
var serialize = function(root) {
    const out = [];
    const pending = root ? [root] : [];
    for (let at = 0; at < pending.length; at++) {
        out.push(pending[at].val);
        if (pending[at].left) pending.push(pending[at].left);
        if (pending[at].right) pending.push(pending[at].right);
    }
    return out.join(",");
};

var deserialize = function(data) {
    if (!data) return null;
    const nodes = data.split(",").map((value) => new TreeNode(Number(value)));
    for (let i = 0; i < nodes.length; i++) {
        if (2 * i + 1 < nodes.length) nodes[i].left = nodes[2 * i + 1];
        if (2 * i + 2 < nodes.length) nodes[i].right = nodes[2 * i + 2];
    }
    return nodes[0];
};
