#include <stdio.h>

int main(void) {
    int n, total = 0;
    scanf("%d", &n);
    for (int i = 0; i < n; i++) {
        int weight;
        scanf("%d", &weight);
        total += weight;
    }
    printf("%d\n", total);
    return 0;
}
