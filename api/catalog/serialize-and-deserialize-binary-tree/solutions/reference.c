/** Encodes a tree to a single string. */
char* serialize(struct TreeNode* root) {
    if (!root) return calloc(1, 1);
    // Count the nodes first: the queue and the string are sized from it.
    int capacity = 1, count = 0;
    struct TreeNode** queue = malloc(sizeof(struct TreeNode*));
    queue[count++] = root;
    for (int at = 0; at < count; at++) {
        struct TreeNode* kids[2] = {queue[at]->left, queue[at]->right};
        for (int k = 0; k < 2; k++) {
            if (!kids[k]) continue;
            if (count == capacity) queue = realloc(queue, (capacity *= 2) * sizeof(struct TreeNode*));
            queue[count++] = kids[k];
        }
    }
    // Each node: up to 5 characters and a comma; each missing child: "#,".
    char* out = malloc((size_t)count * 6 + (size_t)(count + 1) * 2 + 1);
    int length = sprintf(out, "%d", root->val);
    for (int at = 0; at < count; at++) {
        struct TreeNode* kids[2] = {queue[at]->left, queue[at]->right};
        for (int k = 0; k < 2; k++) {
            if (kids[k]) length += sprintf(out + length, ",%d", kids[k]->val);
            else length += sprintf(out + length, ",#");
        }
    }
    free(queue);
    return out;
}

/** Decodes your encoded data to tree. */
struct TreeNode* deserialize(char* data) {
    if (!*data) return NULL;
    int tokens = 1;
    for (char* p = data; *p; p++) tokens += *p == ',';
    struct TreeNode** queue = malloc(sizeof(struct TreeNode*) * tokens);
    char* cursor = data;
    struct TreeNode* root = calloc(1, sizeof(struct TreeNode));
    root->val = (int)strtol(cursor, &cursor, 10);
    int head = 0, tail = 0;
    queue[tail++] = root;
    while (head < tail) {
        struct TreeNode* node = queue[head++];
        for (int k = 0; k < 2; k++) {
            cursor++;  // the comma
            struct TreeNode* child = NULL;
            if (*cursor == '#') {
                cursor++;
            } else {
                child = calloc(1, sizeof(struct TreeNode));
                child->val = (int)strtol(cursor, &cursor, 10);
                queue[tail++] = child;
            }
            if (k == 0) node->left = child;
            else node->right = child;
        }
    }
    free(queue);
    return root;
}
