typedef struct {
    int* values;
    int* mins;
    int size;
    int capacity;
} MinStack;


MinStack* minStackCreate() {
    MinStack* obj = malloc(sizeof(MinStack));
    obj->capacity = 16;
    obj->size = 0;
    obj->values = malloc(sizeof(int) * obj->capacity);
    obj->mins = malloc(sizeof(int) * obj->capacity);
    return obj;
}

void minStackPush(MinStack* obj, int val) {
    if (obj->size == obj->capacity) {
        obj->capacity *= 2;
        obj->values = realloc(obj->values, sizeof(int) * obj->capacity);
        obj->mins = realloc(obj->mins, sizeof(int) * obj->capacity);
    }
    int currentMin = obj->size ? obj->mins[obj->size - 1] : val;
    obj->values[obj->size] = val;
    obj->mins[obj->size] = val < currentMin ? val : currentMin;
    obj->size++;
}

void minStackPop(MinStack* obj) {
    obj->size--;
}

int minStackTop(MinStack* obj) {
    return obj->values[obj->size - 1];
}

int minStackGetMin(MinStack* obj) {
    return obj->mins[obj->size - 1];
}

void minStackFree(MinStack* obj) {
    free(obj->values);
    free(obj->mins);
    free(obj);
}
