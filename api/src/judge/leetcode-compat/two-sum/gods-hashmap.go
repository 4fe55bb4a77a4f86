// gods' hashmap, called without an import: LeetCode's Go has gods available.
func twoSum(nums []int, target int) []int {
    seen := hashmap.New()
    for i, x := range nums {
        if j, found := seen.Get(target - x); found {
            return []int{j.(int), i}
        }
        seen.Put(x, i)
    }
    return nil
}
