struct Node *cloneGraph(struct Node *s) {
    if (!s) return NULL;
    // Values are 1..100 and unique: they index the copies. Breadth-first from s.
    struct Node *copies[101] = {NULL}, *queue[101];
    int head = 0, tail = 0;
    copies[s->val] = calloc(1, sizeof(struct Node));
    copies[s->val]->val = s->val;
    queue[tail++] = s;
    while (head < tail) {
        struct Node *original = queue[head++], *copy = copies[original->val];
        copy->numNeighbors = original->numNeighbors;
        copy->neighbors = malloc(sizeof(struct Node *) * (original->numNeighbors + 1));
        for (int k = 0; k < original->numNeighbors; k++) {
            struct Node *neighbor = original->neighbors[k];
            if (!copies[neighbor->val]) {
                copies[neighbor->val] = calloc(1, sizeof(struct Node));
                copies[neighbor->val]->val = neighbor->val;
                queue[tail++] = neighbor;
            }
            copy->neighbors[k] = copies[neighbor->val];
        }
    }
    return copies[s->val];
}
