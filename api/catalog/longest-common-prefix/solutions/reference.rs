impl Solution {
    pub fn longest_common_prefix(strs: Vec<String>) -> String {
        let first = strs[0].as_bytes();
        let mut length = first.len(); // the prefix shared by every word so far
        for word in &strs[1..] {
            let word = word.as_bytes();
            let mut j = 0;
            while j < length && j < word.len() && first[j] == word[j] {
                j += 1;
            }
            length = j;
        }
        strs[0][..length].to_string()
    }
}
