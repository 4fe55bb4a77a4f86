bool mergeTriplets(int** triplets, int tripletsSize, int* tripletsColSize, int* target, int targetSize) {
    int best[3] = {0, 0, 0};
    for (int i = 0; i < tripletsSize; i++) {
        int* t = triplets[i];
        if (t[0] > target[0] || t[1] > target[1] || t[2] > target[2]) continue;
        for (int k = 0; k < 3; k++)
            if (t[k] > best[k]) best[k] = t[k];
    }
    return best[0] == target[0] && best[1] == target[1] && best[2] == target[2];
}
