// Counts per value, kept in a Fenwick tree over every possible value (-10^5 .. 10^5), so that
// "how many numbers are <= v" and "which value has rank r" both take O(log V) steps.
#define OFFSET 100000
#define SIZE 262144  // a power of two at least 2 * 10^5 + 1, so the rank search can halve it

typedef struct {
    int tree[SIZE + 1];  // 1-based: value v is stored at index v + OFFSET + 1
    int count;
} MedianFinder;

MedianFinder* medianFinderCreate() {
    return calloc(1, sizeof(MedianFinder));
}

void medianFinderAddNum(MedianFinder* obj, int num) {
    for (int i = num + OFFSET + 1; i <= SIZE; i += i & -i) obj->tree[i]++;
    obj->count++;
}

// The value of rank r (1-based) among the numbers in sorted order: walk down the tree, taking
// every block whose count still lies below r.
static int valueOfRank(MedianFinder* obj, int r) {
    int pos = 0;
    for (int step = SIZE; step > 0; step >>= 1) {
        if (pos + step <= SIZE && obj->tree[pos + step] < r) {
            pos += step;
            r -= obj->tree[pos];
        }
    }
    return pos - OFFSET;  // index pos + 1 holds the value pos + 1 - OFFSET - 1
}

double medianFinderFindMedian(MedianFinder* obj) {
    int n = obj->count;
    if (n % 2 == 1) return valueOfRank(obj, (n + 1) / 2);
    return ((double)valueOfRank(obj, n / 2) + valueOfRank(obj, n / 2 + 1)) / 2.0;
}

void medianFinderFree(MedianFinder* obj) {
    free(obj);
}
