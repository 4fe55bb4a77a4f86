use std::collections::HashMap;

impl Solution {
    pub fn group_anagrams(strs: Vec<String>) -> Vec<Vec<String>> {
        // Anagrams share the same letters once sorted.
        let mut groups: HashMap<Vec<u8>, Vec<String>> = HashMap::new();
        for s in strs {
            let mut key = s.as_bytes().to_vec();
            key.sort_unstable();
            groups.entry(key).or_default().push(s);
        }
        groups.into_values().collect()
    }
}
