// Go 1.21's min builtin; math.MaxInt32 without importing math.
func coinChange(coins []int, amount int) int {
    best := make([]int, amount+1)
    for i := 1; i <= amount; i++ {
        best[i] = math.MaxInt32
        for _, c := range coins {
            if c <= i && best[i-c] != math.MaxInt32 {
                best[i] = min(best[i], best[i-c]+1)
            }
        }
    }
    if best[amount] == math.MaxInt32 {
        return -1
    }
    return best[amount]
}
