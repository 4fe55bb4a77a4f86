impl Solution {
    pub fn multiply(num1: String, num2: String) -> String {
        if num1 == "0" || num2 == "0" {
            return "0".to_string();
        }
        let (a, b) = (num1.as_bytes(), num2.as_bytes());
        let (m, n) = (a.len(), b.len());
        let mut places = vec![0u32; m + n]; // places[k] holds the sum for 10^k before carrying
        for i in 0..m {
            for j in 0..n {
                places[i + j] += ((a[m - 1 - i] - b'0') * (b[n - 1 - j] - b'0')) as u32;
            }
        }
        for k in 0..m + n - 1 {
            places[k + 1] += places[k] / 10;
            places[k] %= 10;
        }
        let mut top = m + n - 1;
        while top > 0 && places[top] == 0 {
            top -= 1;
        }
        places[..=top]
            .iter()
            .rev()
            .map(|&d| char::from(b'0' + d as u8))
            .collect()
    }
}
