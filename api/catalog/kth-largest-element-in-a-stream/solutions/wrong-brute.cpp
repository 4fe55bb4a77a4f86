class KthLargest {
    vector<int> values;
    int k;

public:
    KthLargest(int k, vector<int>& nums) : values(nums), k(k) {}

    int add(int val) {
        // Sorts the whole stream on every call.
        values.push_back(val);
        sort(values.begin(), values.end(), greater<int>());
        return values[k - 1];
    }
};
