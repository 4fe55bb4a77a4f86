// Coordinates are at most 1000, so the counts fit a plain grid.
#define SIDE 1001

typedef struct {
    int counts[SIDE][SIDE];
    int distinctX[3000], distinctY[3000];
    int distinct;
} DetectSquares;

DetectSquares* detectSquaresCreate() {
    return calloc(1, sizeof(DetectSquares));
}

void detectSquaresAdd(DetectSquares* obj, int* point, int pointSize) {
    int x = point[0], y = point[1];
    if (obj->counts[x][y]++ == 0) {
        obj->distinctX[obj->distinct] = x;
        obj->distinctY[obj->distinct++] = y;
    }
}

int detectSquaresCount(DetectSquares* obj, int* point, int pointSize) {
    int qx = point[0], qy = point[1];
    long long total = 0;
    for (int i = 0; i < obj->distinct; i++) {
        int x = obj->distinctX[i], y = obj->distinctY[i];
        if (x == qx || abs(x - qx) != abs(y - qy)) continue;
        total += (long long)obj->counts[x][y] * obj->counts[qx][y] * obj->counts[x][qy];
    }
    return (int)total;
}

void detectSquaresFree(DetectSquares* obj) {
    free(obj);
}

/**
 * Your DetectSquares struct will be instantiated and called as such:
 * DetectSquares* obj = detectSquaresCreate();
 * detectSquaresAdd(obj, point);
 * int param_2 = detectSquaresCount(obj, point);
 * detectSquaresFree(obj);
*/
