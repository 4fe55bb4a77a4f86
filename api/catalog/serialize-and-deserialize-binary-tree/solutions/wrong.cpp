class Codec {
public:
    // One char per value: values outside -128..127 wrap around.
    string serialize(TreeNode* root) {
        if (!root) return "";
        string out;
        queue<TreeNode*> pending;
        pending.push(root);
        out += (char)root->val;
        while (!pending.empty()) {
            TreeNode* node = pending.front();
            pending.pop();
            for (TreeNode* child : {node->left, node->right}) {
                out += child ? '1' : '0';
                if (child) {
                    out += (char)child->val;
                    pending.push(child);
                }
            }
        }
        return out;
    }

    TreeNode* deserialize(string data) {
        if (data.empty()) return nullptr;
        size_t at = 0;
        TreeNode* root = new TreeNode((signed char)data[at++]);
        queue<TreeNode*> pending;
        pending.push(root);
        while (!pending.empty()) {
            TreeNode* node = pending.front();
            pending.pop();
            for (TreeNode** child : {&node->left, &node->right}) {
                if (data[at++] == '1') {
                    *child = new TreeNode((signed char)data[at++]);
                    pending.push(*child);
                }
            }
        }
        return root;
    }
};
