func multiply(num1 string, num2 string) string {
	if num1 == "0" || num2 == "0" {
		return "0"
	}
	m, n := len(num1), len(num2)
	places := make([]int, m+n) // places[k] holds the sum for 10^k before carrying
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			places[i+j] += int(num1[m-1-i]-'0') * int(num2[n-1-j]-'0')
		}
	}
	for k := 0; k+1 < m+n; k++ {
		places[k+1] += places[k] / 10
		places[k] %= 10
	}
	top := m + n - 1
	for top > 0 && places[top] == 0 {
		top--
	}
	result := make([]byte, 0, top+1)
	for k := top; k >= 0; k-- {
		result = append(result, byte('0'+places[k]))
	}
	return string(result)
}
