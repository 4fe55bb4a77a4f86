struct Node* copyRandomList(struct Node* head) {
    // Each copy goes right after its original, so an original's random target's copy is its next.
    for (struct Node* node = head; node; node = node->next->next) {
        struct Node* copy = malloc(sizeof(struct Node));
        copy->val = node->val;
        copy->next = node->next;
        copy->random = NULL;
        node->next = copy;
    }
    for (struct Node* node = head; node; node = node->next->next)
        if (node->random) node->next->random = node->random->next;
    // Split the two lists apart, restoring the original.
    struct Node* result = head ? head->next : NULL;
    for (struct Node* node = head; node; node = node->next) {
        struct Node* copy = node->next;
        node->next = copy->next;
        copy->next = copy->next ? copy->next->next : NULL;
    }
    return result;
}
