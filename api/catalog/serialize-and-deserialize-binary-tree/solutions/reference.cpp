class Codec {
public:

    // Encodes a tree to a single string.
    string serialize(TreeNode* root) {
        if (!root) return "";
        string out;
        queue<TreeNode*> pending;
        pending.push(root);
        out += to_string(root->val);
        while (!pending.empty()) {
            TreeNode* node = pending.front();
            pending.pop();
            for (TreeNode* child : {node->left, node->right}) {
                if (child) {
                    out += "," + to_string(child->val);
                    pending.push(child);
                } else {
                    out += ",#";
                }
            }
        }
        return out;
    }

    // Decodes your encoded data to tree.
    TreeNode* deserialize(string data) {
        if (data.empty()) return nullptr;
        vector<string> tokens;
        stringstream in(data);
        for (string token; getline(in, token, ',');) tokens.push_back(token);
        TreeNode* root = new TreeNode(stoi(tokens[0]));
        queue<TreeNode*> pending;
        pending.push(root);
        size_t next = 1;
        while (!pending.empty()) {
            TreeNode* node = pending.front();
            pending.pop();
            for (TreeNode** child : {&node->left, &node->right}) {
                const string& token = tokens[next++];
                if (token != "#") {
                    *child = new TreeNode(stoi(token));
                    pending.push(*child);
                }
            }
        }
        return root;
    }
};
