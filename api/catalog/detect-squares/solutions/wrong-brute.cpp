// Keeps every added copy in a list and, for each candidate diagonal corner, rescans the whole list
// for the other two corners: quadratic per count.
class DetectSquares {
public:
    DetectSquares() {}

    void add(vector<int>& point) { points.push_back({point[0], point[1]}); }

    int count(vector<int>& point) {
        int qx = point[0], qy = point[1];
        long long total = 0;
        for (auto [x, y] : points) {
            if (x == qx || abs(x - qx) != abs(y - qy)) continue;
            long long side1 = 0, side2 = 0;
            for (auto [a, b] : points) {
                side1 += a == qx && b == y;
                side2 += a == x && b == qy;
            }
            total += side1 * side2;
        }
        return (int)total;
    }

private:
    vector<pair<int, int>> points;
};
