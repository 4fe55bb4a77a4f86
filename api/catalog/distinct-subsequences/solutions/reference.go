func numDistinct(s string, t string) int {
	n := len(t)
	// ways[j]: ways to spell t[0..j) from the part of s read so far. Counts for short prefixes of
	// t can pass 32 bits; wrapping sums modulo 2^32 still give the answer exactly, since it fits.
	ways := make([]uint32, n+1)
	ways[0] = 1
	for i := 0; i < len(s); i++ {
		for j := n; j >= 1; j-- {
			if t[j-1] == s[i] {
				ways[j] += ways[j-1]
			}
		}
	}
	return int(ways[n])
}
