import type { CodecSignature, LanguageId } from '../../contract/signature.ts';
import { treeCodecSignature } from '../../contract/example-signatures.ts';
import type { TypeFixture } from './signature-type-fixtures.ts';

/** Encode and Decode Strings' codec: a list of strings through one string and back. */
export const stringsCodecSignature: CodecSignature = {
  kind: 'codec',
  className: 'Codec',
  encode: {
    name: 'encode',
    params: [{ name: 'strs', type: 'list<string>' }],
    return: { type: 'string' },
  },
  decode: {
    name: 'decode',
    params: [{ name: 's', type: 'string' }],
    return: { type: 'list<string>' },
  },
};

/** Length-prefixed strings ("3#abc"), in every language's LeetCode shape for a codec. */
export const stringsCodecFixture: TypeFixture = {
  signature: stringsCodecSignature,
  cases: [
    { input: '["lint","code","love","you"]', expected: '["lint","code","love","you"]' },
    { input: '["","#","a#b",""]', expected: '["","#","a#b",""]' },
    { input: '[]', expected: '[]' },
  ],
  solutions: {
    cpp: 'class Codec {\npublic:\n    string encode(vector<string>& strs) {\n        string out;\n        for (auto& s : strs) out += to_string(s.size()) + "#" + s;\n        return out;\n    }\n    vector<string> decode(string s) {\n        vector<string> out;\n        for (size_t i = 0; i < s.size();) {\n            size_t hash = s.find(\'#\', i);\n            size_t n = stoul(s.substr(i, hash - i));\n            out.push_back(s.substr(hash + 1, n));\n            i = hash + 1 + n;\n        }\n        return out;\n    }\n};\n',
    c: 'char* encode(char** strs, int strsSize) {\n    size_t total = 1;\n    for (int i = 0; i < strsSize; i++) total += strlen(strs[i]) + 12;\n    char* out = malloc(total);\n    size_t at = 0;\n    for (int i = 0; i < strsSize; i++) at += sprintf(out + at, "%zu#%s", strlen(strs[i]), strs[i]);\n    out[at] = 0;\n    return out;\n}\n\nchar** decode(char* s, int* returnSize) {\n    char** out = malloc(sizeof(char*) * (strlen(s) + 1));\n    int count = 0;\n    while (*s) {\n        char* hash = strchr(s, \'#\');\n        size_t n = strtoul(s, NULL, 10);\n        out[count] = malloc(n + 1);\n        memcpy(out[count], hash + 1, n);\n        out[count++][n] = 0;\n        s = hash + 1 + n;\n    }\n    *returnSize = count;\n    return out;\n}\n',
    python:
      'class Codec:\n    def encode(self, strs: List[str]) -> str:\n        return "".join(f"{len(s)}#{s}" for s in strs)\n\n    def decode(self, s: str) -> List[str]:\n        out, i = [], 0\n        while i < len(s):\n            hash = s.index("#", i)\n            n = int(s[i:hash])\n            out.append(s[hash + 1:hash + 1 + n])\n            i = hash + 1 + n\n        return out\n',
    javascript:
      'var encode = function(strs) {\n    return strs.map((s) => s.length + "#" + s).join("");\n};\n\nvar decode = function(s) {\n    const out = [];\n    for (let i = 0; i < s.length;) {\n        const hash = s.indexOf("#", i);\n        const n = Number(s.slice(i, hash));\n        out.push(s.slice(hash + 1, hash + 1 + n));\n        i = hash + 1 + n;\n    }\n    return out;\n};\n',
    typescript:
      'function encode(strs: string[]): string {\n    return strs.map((s) => s.length + "#" + s).join("");\n};\n\nfunction decode(s: string): string[] {\n    const out: string[] = [];\n    for (let i = 0; i < s.length;) {\n        const hash = s.indexOf("#", i);\n        const n = Number(s.slice(i, hash));\n        out.push(s.slice(hash + 1, hash + 1 + n));\n        i = hash + 1 + n;\n    }\n    return out;\n};\n',
    go: 'type Codec struct {\n}\n\n// Encodes a list of strings to a single string.\nfunc (codec *Codec) Encode(strs []string) string {\n    var out strings.Builder\n    for _, s := range strs {\n        out.WriteString(strconv.Itoa(len(s)) + "#" + s)\n    }\n    return out.String()\n}\n\n// Decodes a single string to a list of strings.\nfunc (codec *Codec) Decode(s string) []string {\n    out := []string{}\n    for i := 0; i < len(s); {\n        hash := i + strings.IndexByte(s[i:], \'#\')\n        n, _ := strconv.Atoi(s[i:hash])\n        out = append(out, s[hash+1:hash+1+n])\n        i = hash + 1 + n\n    }\n    return out\n}\n',
    java: "public class Codec {\n    public String encode(List<String> strs) {\n        StringBuilder out = new StringBuilder();\n        for (String s : strs) out.append(s.length()).append('#').append(s);\n        return out.toString();\n    }\n\n    public List<String> decode(String s) {\n        List<String> out = new ArrayList<>();\n        for (int i = 0; i < s.length();) {\n            int hash = s.indexOf('#', i);\n            int n = Integer.parseInt(s.substring(i, hash));\n            out.add(s.substring(hash + 1, hash + 1 + n));\n            i = hash + 1 + n;\n        }\n        return out;\n    }\n}\n",
    rust: 'struct Codec {}\n\nimpl Codec {\n    fn new() -> Self {\n        Codec {}\n    }\n\n    fn encode(&self, strs: Vec<String>) -> String {\n        strs.iter().map(|s| format!("{}#{}", s.len(), s)).collect()\n    }\n\n    fn decode(&self, s: String) -> Vec<String> {\n        let mut out = Vec::new();\n        let mut i = 0;\n        while i < s.len() {\n            let hash = i + s[i..].find(\'#\').unwrap();\n            let n: usize = s[i..hash].parse().unwrap();\n            out.push(s[hash + 1..hash + 1 + n].to_string());\n            i = hash + 1 + n;\n        }\n        out\n    }\n}\n',
  },
};

/**
 * Tree codecs that keep the tree aside and hand it back from the decoder (the string says
 * nothing): the judge must refuse them.
 */
export const treeCodecCheats: { signature: CodecSignature; solutions: Record<LanguageId, string> } =
  {
    signature: treeCodecSignature,
    solutions: {
      cpp: 'static TreeNode* kept;\nclass Codec {\npublic:\n    string serialize(TreeNode* root) { kept = root; return ""; }\n    TreeNode* deserialize(string data) { return kept; }\n};\n',
      c: 'static struct TreeNode* kept;\nchar* serialize(struct TreeNode* root) { kept = root; return calloc(1, 1); }\nstruct TreeNode* deserialize(char* data) { return kept; }\n',
      python:
        'kept = []\n\nclass Codec:\n    def serialize(self, root):\n        kept.append(root)\n        return ""\n\n    def deserialize(self, data):\n        return kept.pop()\n',
      javascript:
        'let kept = null;\nvar serialize = function(root) { kept = root; return ""; };\nvar deserialize = function(data) { return kept; };\n',
      typescript:
        'let kept: TreeNode | null = null;\nfunction serialize(root: TreeNode | null): string { kept = root; return ""; };\nfunction deserialize(data: string): TreeNode | null { return kept; };\n',
      go: 'var kept *TreeNode\n\ntype Codec struct{}\n\nfunc Constructor() Codec { return Codec{} }\n\nfunc (this *Codec) serialize(root *TreeNode) string { kept = root; return "" }\n\nfunc (this *Codec) deserialize(data string) *TreeNode { return kept }\n',
      java: 'public class Codec {\n    static TreeNode kept;\n    public String serialize(TreeNode root) { kept = root; return ""; }\n    public TreeNode deserialize(String data) { return kept; }\n}\n',
      rust: 'use std::rc::Rc;\nuse std::cell::RefCell;\nthread_local! { static KEPT: RefCell<Option<Rc<RefCell<TreeNode>>>> = RefCell::new(None); }\nstruct Codec {}\nimpl Codec {\n    fn new() -> Self { Codec {} }\n    fn serialize(&self, root: Option<Rc<RefCell<TreeNode>>>) -> String { KEPT.with(|k| *k.borrow_mut() = root); String::new() }\n    fn deserialize(&self, data: String) -> Option<Rc<RefCell<TreeNode>>> { KEPT.with(|k| k.borrow_mut().take()) }\n}\n',
    },
  };
