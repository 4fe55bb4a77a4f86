// Airport codes are three capital letters, so each maps to a number below 26³.
#define AIRPORTS (26 * 26 * 26)

static int code(const char* name) {
    return (name[0] - 'A') * 676 + (name[1] - 'A') * 26 + (name[2] - 'A');
}

static int compareTickets(const void* a, const void* b) {
    const int* x = a;
    const int* y = b;
    return x[0] != y[0] ? x[0] - y[0] : x[1] - y[1];
}

/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
char** findItinerary(char*** tickets, int ticketsSize, int* ticketsColSize, int* returnSize) {
    // Tickets as (from, to) codes sorted by departure, then destination: each airport's tickets
    // form one run, taken in alphabetical order through next[from].
    int* sorted = malloc(sizeof(int) * 2 * ticketsSize);
    for (int i = 0; i < ticketsSize; i++) {
        sorted[2 * i] = code(tickets[i][0]);
        sorted[2 * i + 1] = code(tickets[i][1]);
    }
    qsort(sorted, ticketsSize, sizeof(int) * 2, compareTickets);
    int* next = malloc(sizeof(int) * AIRPORTS);
    int* end = malloc(sizeof(int) * AIRPORTS);
    for (int a = 0; a < AIRPORTS; a++) next[a] = end[a] = 0;
    for (int i = ticketsSize - 1; i >= 0; i--) next[sorted[2 * i]] = i;
    for (int i = 0; i < ticketsSize; i++) end[sorted[2 * i]] = i + 1;

    // Hierholzer: an airport joins the route once its tickets run out, so the route is built from
    // the end backwards.
    int* stack = malloc(sizeof(int) * (ticketsSize + 1));
    int* route = malloc(sizeof(int) * (ticketsSize + 1));
    int top = 0, length = 0;
    stack[top++] = code("JFK");
    while (top > 0) {
        int here = stack[top - 1];
        if (next[here] < end[here]) {
            stack[top++] = sorted[2 * next[here] + 1];
            next[here]++;
        } else {
            route[length++] = here;
            top--;
        }
    }
    char** result = malloc(sizeof(char*) * length);
    for (int i = 0; i < length; i++) {
        int c = route[length - 1 - i];
        result[i] = malloc(4);
        result[i][0] = 'A' + c / 676;
        result[i][1] = 'A' + c / 26 % 26;
        result[i][2] = 'A' + c % 26;
        result[i][3] = '\0';
    }
    *returnSize = length;
    free(sorted);
    free(next);
    free(end);
    free(stack);
    free(route);
    return result;
}
