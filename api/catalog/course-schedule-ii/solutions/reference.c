/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
int* findOrder(int numCourses, int** prerequisites, int prerequisitesSize, int* prerequisitesColSize, int* returnSize) {
    int* waiting = calloc(numCourses, sizeof(int));
    int* head = malloc(numCourses * sizeof(int));
    int* nextEdge = malloc((prerequisitesSize + 1) * sizeof(int));
    for (int c = 0; c < numCourses; c++) head[c] = -1;
    // Adjacency lists as linked edges: edge i goes from prerequisites[i][1] to prerequisites[i][0].
    for (int i = 0; i < prerequisitesSize; i++) {
        int from = prerequisites[i][1];
        nextEdge[i] = head[from];
        head[from] = i;
        waiting[prerequisites[i][0]]++;
    }
    int* order = malloc(numCourses * sizeof(int));
    int size = 0;
    for (int c = 0; c < numCourses; c++)
        if (waiting[c] == 0) order[size++] = c;
    for (int next = 0; next < size; next++)
        for (int e = head[order[next]]; e != -1; e = nextEdge[e]) {
            int course = prerequisites[e][0];
            if (--waiting[course] == 0) order[size++] = course;
        }
    free(waiting);
    free(head);
    free(nextEdge);
    *returnSize = size == numCourses ? size : 0;
    return order;
}
