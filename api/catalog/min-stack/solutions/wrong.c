typedef struct {
    int values[30000];
    int size;
    int minimum;
} MinStack;

MinStack* minStackCreate() {
    MinStack* obj = malloc(sizeof(MinStack));
    obj->size = 0;
    obj->minimum = INT_MAX;
    return obj;
}
void minStackPush(MinStack* obj, int val) {
    obj->values[obj->size++] = val;
    if (val < obj->minimum) obj->minimum = val;
}
void minStackPop(MinStack* obj) { obj->size--; }
int minStackTop(MinStack* obj) { return obj->values[obj->size - 1]; }
int minStackGetMin(MinStack* obj) { return obj->minimum; }
void minStackFree(MinStack* obj) { free(obj); }
