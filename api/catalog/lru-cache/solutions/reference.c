// Keys are at most 10^4, so the index from key to node is a plain array.
#define MAX_KEY 10001

typedef struct Node {
    int key, value;
    struct Node *prev, *next;
} Node;

typedef struct {
    int capacity, size;
    Node head;  // sentinel: head.next is the most recently used, head.prev the least
    Node* byKey[MAX_KEY];
} LRUCache;

static void detach(Node* node) {
    node->prev->next = node->next;
    node->next->prev = node->prev;
}

static void pushFront(LRUCache* obj, Node* node) {
    node->next = obj->head.next;
    node->prev = &obj->head;
    obj->head.next->prev = node;
    obj->head.next = node;
}

LRUCache* lRUCacheCreate(int capacity) {
    LRUCache* obj = calloc(1, sizeof(LRUCache));
    obj->capacity = capacity;
    obj->head.next = obj->head.prev = &obj->head;
    return obj;
}

int lRUCacheGet(LRUCache* obj, int key) {
    Node* node = obj->byKey[key];
    if (!node) return -1;
    detach(node);
    pushFront(obj, node);
    return node->value;
}

void lRUCachePut(LRUCache* obj, int key, int value) {
    Node* node = obj->byKey[key];
    if (node) {
        node->value = value;
        detach(node);
        pushFront(obj, node);
        return;
    }
    if (obj->size == obj->capacity) {
        Node* last = obj->head.prev;
        detach(last);
        obj->byKey[last->key] = NULL;
        free(last);
        obj->size--;
    }
    node = malloc(sizeof(Node));
    node->key = key;
    node->value = value;
    pushFront(obj, node);
    obj->byKey[key] = node;
    obj->size++;
}

void lRUCacheFree(LRUCache* obj) {
    Node* node = obj->head.next;
    while (node != &obj->head) {
        Node* next = node->next;
        free(node);
        node = next;
    }
    free(obj);
}
