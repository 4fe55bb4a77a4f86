#define TABLE_SIZE (1 << 19)

typedef struct {
    char* key;
    int* times;
    char** values;
    int size;
    int capacity;
} Entry;

typedef struct {
    Entry* table;
} TimeMap;

static unsigned long hashKey(const char* s) {
    unsigned long h = 5381;
    while (*s) h = h * 33 + (unsigned char)*s++;
    return h;
}

static Entry* findSlot(TimeMap* obj, const char* key) {
    unsigned long i = hashKey(key) & (TABLE_SIZE - 1);
    while (obj->table[i].key && strcmp(obj->table[i].key, key) != 0) i = (i + 1) & (TABLE_SIZE - 1);
    return &obj->table[i];
}

TimeMap* timeMapCreate() {
    TimeMap* obj = malloc(sizeof(TimeMap));
    obj->table = calloc(TABLE_SIZE, sizeof(Entry));
    return obj;
}

void timeMapSet(TimeMap* obj, char* key, char* value, int timestamp) {
    Entry* e = findSlot(obj, key);
    if (!e->key) e->key = strdup(key);
    if (e->size == e->capacity) {
        e->capacity = e->capacity ? e->capacity * 2 : 4;
        e->times = realloc(e->times, sizeof(int) * e->capacity);
        e->values = realloc(e->values, sizeof(char*) * e->capacity);
    }
    e->times[e->size] = timestamp;
    e->values[e->size] = strdup(value);
    e->size++;
}

char* timeMapGet(TimeMap* obj, char* key, int timestamp) {
    Entry* e = findSlot(obj, key);
    if (!e->key) return "";
    int lo = 0, hi = e->size - 1, found = -1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (e->times[mid] <= timestamp) {
            found = mid;
            lo = mid + 1;
        } else {
            hi = mid - 1;
        }
    }
    return found < 0 ? "" : e->values[found];
}

void timeMapFree(TimeMap* obj) {
    for (int i = 0; i < TABLE_SIZE; i++) {
        Entry* e = &obj->table[i];
        if (!e->key) continue;
        for (int j = 0; j < e->size; j++) free(e->values[j]);
        free(e->key);
        free(e->times);
        free(e->values);
    }
    free(obj->table);
    free(obj);
}

/**
 * Your TimeMap struct will be instantiated and called as such:
 * TimeMap* obj = timeMapCreate();
 * timeMapSet(obj, key, value, timestamp);
 * char* param_2 = timeMapGet(obj, key, timestamp);
 * timeMapFree(obj);
 */
