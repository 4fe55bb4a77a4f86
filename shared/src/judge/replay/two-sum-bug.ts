/**
 * The Two Sum bug Replay is built to explain, in Python: the number is stored before the look-up,
 * so on [3,2,4], 6 the 3 finds itself and the answer is [0,0]. Line 5 stores, line 6 looks up.
 * Shared by the recorder's, the API's, the desktop's and the browser's tests, which all step
 * through it; kept free of the judge's imports so the browser tests can load it.
 */
export const twoSumStoresFirstPython = `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i, x in enumerate(nums):
            seen[x] = i
            if target - x in seen:
                return [seen[target - x], i]
        return []
`;

/** The same bug in Java: line 5 stores, line 6 looks up. */
export const twoSumStoresFirstJava = `class Solution {
    public int[] twoSum(int[] nums, int target) {
        Map<Integer, Integer> seen = new HashMap<>();
        for (int i = 0; i < nums.length; i++) {
            seen.put(nums[i], i);
            if (seen.containsKey(target - nums[i])) {
                return new int[] {seen.get(target - nums[i]), i};
            }
        }
        return new int[0];
    }
}
`;

/** The same bug in C++: line 6 stores, line 7 looks up. */
export const twoSumStoresFirstCpp = `class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        unordered_map<int, int> seen;
        for (int i = 0; i < (int)nums.size(); i++) {
            seen[nums[i]] = i;
            if (seen.count(target - nums[i])) {
                return {seen[target - nums[i]], i};
            }
        }
        return {};
    }
};
`;

/** A Two Sum bug in C: the inner loop starts at i, so the 3 pairs with itself. Line 6 compares. */
export const twoSumPairsItselfC = `int* twoSum(int* nums, int numsSize, int target, int* returnSize) {
    int* answer = malloc(2 * sizeof(int));
    *returnSize = 0;
    for (int i = 0; i < numsSize; i++) {
        for (int j = i; j < numsSize; j++) {
            if (nums[i] + nums[j] == target) {
                answer[0] = i;
                answer[1] = j;
                *returnSize = 2;
                return answer;
            }
        }
    }
    return answer;
}
`;
