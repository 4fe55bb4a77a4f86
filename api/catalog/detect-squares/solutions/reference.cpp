class DetectSquares {
public:
    DetectSquares() {}

    void add(vector<int>& point) {
        int& copies = counts[point[0]][point[1]];
        if (copies++ == 0) distinct.push_back({point[0], point[1]});
    }

    int count(vector<int>& point) {
        int qx = point[0], qy = point[1];
        long long total = 0;
        // Each stored point on a diagonal through the query fixes one square.
        for (auto [x, y] : distinct) {
            if (x == qx || abs(x - qx) != abs(y - qy)) continue;
            total += (long long)counts[x][y] * counts[qx][y] * counts[x][qy];
        }
        return (int)total;
    }

private:
    int counts[1001][1001] = {};  // coordinates are at most 1000
    vector<pair<int, int>> distinct;
};

/**
 * Your DetectSquares object will be instantiated and called as such:
 * DetectSquares* obj = new DetectSquares();
 * obj->add(point);
 * int param_2 = obj->count(point);
 */
