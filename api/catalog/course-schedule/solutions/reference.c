// Depth-first search with three colours: 0 unvisited, 1 on the current path, 2 finished.
// Reaching a course that is on the current path means a cycle.
static bool hasCycle(int course, int** edges, int* degree, int* colour) {
    colour[course] = 1;
    for (int k = 0; k < degree[course]; k++) {
        int next = edges[course][k];
        if (colour[next] == 1) return true;
        if (colour[next] == 0 && hasCycle(next, edges, degree, colour)) return true;
    }
    colour[course] = 2;
    return false;
}

bool canFinish(int numCourses, int** prerequisites, int prerequisitesSize, int* prerequisitesColSize) {
    int* degree = calloc(numCourses, sizeof(int));
    for (int i = 0; i < prerequisitesSize; i++) degree[prerequisites[i][1]]++;
    int** edges = malloc(sizeof(int*) * numCourses);
    for (int c = 0; c < numCourses; c++) edges[c] = malloc(sizeof(int) * (degree[c] + 1));
    int* fill = calloc(numCourses, sizeof(int));
    for (int i = 0; i < prerequisitesSize; i++) {
        int b = prerequisites[i][1];
        edges[b][fill[b]++] = prerequisites[i][0];
    }
    int* colour = calloc(numCourses, sizeof(int));
    bool possible = true;
    for (int c = 0; c < numCourses && possible; c++)
        if (colour[c] == 0 && hasCycle(c, edges, degree, colour)) possible = false;
    for (int c = 0; c < numCourses; c++) free(edges[c]);
    free(edges);
    free(degree);
    free(fill);
    free(colour);
    return possible;
}
