// Each string is written as its length in bytes, a '#', then the string itself: the length says
// where the string ends, so any character (even '#') may appear inside it.
struct Codec {}

impl Codec {
    fn new() -> Self {
        Codec {}
    }

    fn encode(&self, strs: Vec<String>) -> String {
        let mut out = String::new();
        for s in &strs {
            out.push_str(&s.len().to_string());
            out.push('#');
            out.push_str(s);
        }
        out
    }

    fn decode(&self, s: String) -> Vec<String> {
        let mut out = Vec::new();
        let mut at = 0;
        while at < s.len() {
            let hash = at + s[at..].find('#').unwrap();
            let length: usize = s[at..hash].parse().unwrap();
            out.push(s[hash + 1..hash + 1 + length].to_string());
            at = hash + 1 + length;
        }
        out
    }
}
