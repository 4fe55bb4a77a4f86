#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int compareNames(const void* a, const void* b) {
    return strcmp(*(char* const*)a, *(char* const*)b);
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    char** names = malloc(sizeof(char*) * n);
    char word[128];
    for (int i = 0; i < n; i++) {
        scanf("%127s", word);
        names[i] = strdup(word);
    }
    /* C has no hash map: sorted, equal names are neighbours and the first run of the largest
       length is the alphabetically smallest winner. */
    qsort(names, n, sizeof(char*), compareNames);
    int best = 0, bestCount = 0;
    for (int i = 0; i < n;) {
        int j = i;
        while (j < n && strcmp(names[j], names[i]) == 0) j++;
        if (j - i > bestCount) {
            bestCount = j - i;
            best = i;
        }
        i = j;
    }
    printf("%s %d\n", names[best], bestCount);
    for (int i = 0; i < n; i++) free(names[i]);
    free(names);
    return 0;
}
