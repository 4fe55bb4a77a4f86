import type { FunctionSignature, LanguageId } from '../../contract/signature.ts';
import type { HarnessSignature } from '../protocol/encode-case.ts';

/** A small synthetic problem exercising types the catalogue does not, solved in every language. */
export interface TypeFixture {
  signature: HarnessSignature;
  cases: { input: string; expected: string }[];
  /** Every language the signature offers (no Rust for a cycleIn list, see offersLanguage). */
  solutions: Partial<Record<LanguageId, string>>;
}

const fn = (name: string, params: [string, string][], returns: string, outputParamIndex?: number) =>
  ({
    kind: 'function',
    name,
    params: params.map(([paramName, type]) => ({ name: paramName, type })),
    return: { type: returns },
    ...(outputParamIndex === undefined ? {} : { outputParamIndex }),
  }) as FunctionSignature;

export const typeFixtures: TypeFixture[] = [
  {
    signature: fn(
      'mix',
      [
        ['a', 'long'],
        ['b', 'double'],
        ['c', 'boolean'],
        ['d', 'character'],
      ],
      'string',
    ),
    cases: [
      { input: '4000000000\n2.5\ntrue\n"a"', expected: '"4000000001|1.25|false|b"' },
      { input: "-9000000000000\n-1\nfalse\n'y'", expected: '"-8999999999999|-0.5|true|z"' },
    ],
    solutions: {
      cpp: 'class Solution {\npublic:\n    string mix(long long a, double b, bool c, char d) {\n        ostringstream out;\n        out << a + 1 << "|" << b / 2 << "|" << (c ? "false" : "true") << "|" << char(d + 1);\n        return out.str();\n    }\n};\n',
      c: 'char* mix(long long a, double b, bool c, char d) {\n    char* out = malloc(128);\n    sprintf(out, "%lld|%g|%s|%c", a + 1, b / 2, c ? "false" : "true", d + 1);\n    return out;\n}\n',
      python:
        'class Solution:\n    def mix(self, a: int, b: float, c: bool, d: str) -> str:\n        return f"{a + 1}|{b / 2:g}|{str(not c).lower()}|{chr(ord(d) + 1)}"\n',
      javascript:
        'var mix = function(a, b, c, d) {\n    return `${a + 1}|${b / 2}|${!c}|${String.fromCharCode(d.charCodeAt(0) + 1)}`;\n};\n',
      typescript:
        'function mix(a: number, b: number, c: boolean, d: string): string {\n    return `${a + 1}|${b / 2}|${!c}|${String.fromCharCode(d.charCodeAt(0) + 1)}`;\n};\n',
      go: 'func mix(a int64, b float64, c bool, d byte) string {\n    return fmt.Sprintf("%d|%s|%t|%c", a+1, strconv.FormatFloat(b/2, \'g\', -1, 64), !c, d+1)\n}\n',
      java: 'class Solution {\n    public String mix(long a, double b, boolean c, char d) {\n        return (a + 1) + "|" + new java.text.DecimalFormat("0.##").format(b / 2) + "|" + !c + "|" + (char) (d + 1);\n    }\n}\n',
      rust: 'impl Solution {\n    pub fn mix(a: i64, b: f64, c: bool, d: char) -> String {\n        format!("{}|{}|{}|{}", a + 1, b / 2.0, !c, char::from_u32(d as u32 + 1).unwrap())\n    }\n}\n',
    },
  },
  {
    signature: fn(
      'stats',
      [
        ['xs', 'long[]'],
        ['flags', 'boolean[]'],
      ],
      'double',
    ),
    cases: [{ input: '[1,2,4]\n[true,false]', expected: '2.33333' }],
    solutions: {
      cpp: 'class Solution {\npublic:\n    double stats(vector<long long>& xs, vector<bool>& flags) {\n        return accumulate(xs.begin(), xs.end(), 0LL) / (double)xs.size();\n    }\n};\n',
      c: 'double stats(long long* xs, int xsSize, bool* flags, int flagsSize) {\n    long long sum = 0;\n    for (int i = 0; i < xsSize; i++) sum += xs[i];\n    return (double)sum / xsSize;\n}\n',
      python:
        'class Solution:\n    def stats(self, xs: List[int], flags: List[bool]) -> float:\n        return sum(xs) / len(xs)\n',
      javascript:
        'var stats = function(xs, flags) {\n    return xs.reduce((a, b) => a + b, 0) / xs.length;\n};\n',
      typescript:
        'function stats(xs: number[], flags: boolean[]): number {\n    return xs.reduce((a, b) => a + b, 0) / xs.length;\n};\n',
      go: 'func stats(xs []int64, flags []bool) float64 {\n    var sum int64\n    for _, x := range xs {\n        sum += x\n    }\n    return float64(sum) / float64(len(xs))\n}\n',
      java: 'class Solution {\n    public double stats(long[] xs, boolean[] flags) {\n        return Arrays.stream(xs).sum() / (double) xs.length;\n    }\n}\n',
      rust: 'impl Solution {\n    pub fn stats(xs: Vec<i64>, flags: Vec<bool>) -> f64 {\n        xs.iter().sum::<i64>() as f64 / xs.len() as f64\n    }\n}\n',
    },
  },
  {
    signature: fn('lengths', [['words', 'string[]']], 'integer[]'),
    cases: [
      { input: '["ab","","héllo","a b"]', expected: '[2,0,5,3]' },
      { input: '[]', expected: '[]' },
    ],
    solutions: {
      cpp: 'class Solution {\npublic:\n    vector<int> lengths(vector<string>& words) {\n        vector<int> out;\n        for (auto& w : words) { int n = 0; for (unsigned char ch : w) n += (ch & 0xC0) != 0x80; out.push_back(n); }\n        return out;\n    }\n};\n',
      c: 'int* lengths(char** words, int wordsSize, int* returnSize) {\n    int* out = malloc(sizeof(int) * (wordsSize + 1));\n    for (int i = 0; i < wordsSize; i++) { int n = 0; for (unsigned char* p = (unsigned char*)words[i]; *p; p++) n += (*p & 0xC0) != 0x80; out[i] = n; }\n    *returnSize = wordsSize;\n    return out;\n}\n',
      python:
        'class Solution:\n    def lengths(self, words: List[str]) -> List[int]:\n        return [len(w) for w in words]\n',
      javascript:
        'var lengths = function(words) {\n    return words.map((w) => [...w].length);\n};\n',
      typescript:
        'function lengths(words: string[]): number[] {\n    return words.map((w: string) => [...w].length);\n};\n',
      go: 'func lengths(words []string) []int {\n    var out []int\n    for _, w := range words {\n        out = append(out, utf8.RuneCountInString(w))\n    }\n    return out\n}\n',
      java: 'class Solution {\n    public int[] lengths(String[] words) {\n        return Arrays.stream(words).mapToInt(w -> w.codePointCount(0, w.length())).toArray();\n    }\n}\n',
      rust: 'impl Solution {\n    pub fn lengths(words: Vec<String>) -> Vec<i32> {\n        words.iter().map(|w| w.chars().count() as i32).collect()\n    }\n}\n',
    },
  },
  {
    signature: fn('transpose', [['grid', 'integer[][]']], 'integer[][]'),
    cases: [{ input: '[[1,2,3],[4,5,6]]', expected: '[[1,4],[2,5],[3,6]]' }],
    solutions: {
      cpp: 'class Solution {\npublic:\n    vector<vector<int>> transpose(vector<vector<int>>& grid) {\n        vector<vector<int>> t(grid[0].size(), vector<int>(grid.size()));\n        for (int i = 0; i < grid.size(); i++) for (int j = 0; j < grid[0].size(); j++) t[j][i] = grid[i][j];\n        return t;\n    }\n};\n',
      c: 'int** transpose(int** grid, int gridSize, int* gridColSize, int* returnSize, int** returnColumnSizes) {\n    int cols = gridColSize[0];\n    int** t = malloc(sizeof(int*) * cols);\n    *returnColumnSizes = malloc(sizeof(int) * cols);\n    for (int j = 0; j < cols; j++) {\n        t[j] = malloc(sizeof(int) * gridSize);\n        (*returnColumnSizes)[j] = gridSize;\n        for (int i = 0; i < gridSize; i++) t[j][i] = grid[i][j];\n    }\n    *returnSize = cols;\n    return t;\n}\n',
      python:
        'class Solution:\n    def transpose(self, grid: List[List[int]]) -> List[List[int]]:\n        return [list(row) for row in zip(*grid)]\n',
      javascript:
        'var transpose = function(grid) {\n    return grid[0].map((_, j) => grid.map((row) => row[j]));\n};\n',
      typescript:
        'function transpose(grid: number[][]): number[][] {\n    return grid[0].map((_, j) => grid.map((row) => row[j]));\n};\n',
      go: 'func transpose(grid [][]int) [][]int {\n    t := make([][]int, len(grid[0]))\n    for j := range t {\n        t[j] = make([]int, len(grid))\n        for i := range grid {\n            t[j][i] = grid[i][j]\n        }\n    }\n    return t\n}\n',
      java: 'class Solution {\n    public int[][] transpose(int[][] grid) {\n        int[][] t = new int[grid[0].length][grid.length];\n        for (int i = 0; i < grid.length; i++) for (int j = 0; j < grid[0].length; j++) t[j][i] = grid[i][j];\n        return t;\n    }\n}\n',
      rust: 'impl Solution {\n    pub fn transpose(grid: Vec<Vec<i32>>) -> Vec<Vec<i32>> {\n        (0..grid[0].len()).map(|j| grid.iter().map(|row| row[j]).collect()).collect()\n    }\n}\n',
    },
  },
  {
    signature: fn('subsets', [['nums', 'list<integer>']], 'list<list<integer>>'),
    cases: [{ input: '[1,2]', expected: '[[],[1],[2],[1,2]]' }],
    solutions: {
      cpp: 'class Solution {\npublic:\n    vector<vector<int>> subsets(vector<int>& nums) {\n        vector<vector<int>> out = {{}};\n        for (int x : nums) { int n = out.size(); for (int i = 0; i < n; i++) { auto s = out[i]; s.push_back(x); out.push_back(s); } }\n        return out;\n    }\n};\n',
      c: 'int** subsets(int* nums, int numsSize, int* returnSize, int** returnColumnSizes) {\n    int total = 1 << numsSize;\n    int** out = malloc(sizeof(int*) * total);\n    *returnColumnSizes = malloc(sizeof(int) * total);\n    for (int m = 0; m < total; m++) {\n        out[m] = malloc(sizeof(int) * (numsSize + 1));\n        int k = 0;\n        for (int i = 0; i < numsSize; i++) if (m >> i & 1) out[m][k++] = nums[i];\n        (*returnColumnSizes)[m] = k;\n    }\n    *returnSize = total;\n    return out;\n}\n',
      python:
        'class Solution:\n    def subsets(self, nums: List[int]) -> List[List[int]]:\n        out = [[]]\n        for x in nums:\n            out += [s + [x] for s in out]\n        return out\n',
      javascript:
        'var subsets = function(nums) {\n    let out = [[]];\n    for (const x of nums) out = out.concat(out.map((s) => [...s, x]));\n    return out;\n};\n',
      typescript:
        'function subsets(nums: number[]): number[][] {\n    let out: number[][] = [[]];\n    for (const x of nums) out = out.concat(out.map((s) => [...s, x]));\n    return out;\n};\n',
      go: 'func subsets(nums []int) [][]int {\n    out := [][]int{{}}\n    for _, x := range nums {\n        for _, s := range out {\n            out = append(out, append(slices.Clone(s), x))\n        }\n    }\n    return out\n}\n',
      java: 'class Solution {\n    public List<List<Integer>> subsets(List<Integer> nums) {\n        List<List<Integer>> out = new ArrayList<>();\n        out.add(new ArrayList<>());\n        for (int x : nums) { int n = out.size(); for (int i = 0; i < n; i++) { List<Integer> s = new ArrayList<>(out.get(i)); s.add(x); out.add(s); } }\n        return out;\n    }\n}\n',
      rust: 'impl Solution {\n    pub fn subsets(nums: Vec<i32>) -> Vec<Vec<i32>> {\n        let mut out = vec![vec![]];\n        for x in nums {\n            for i in 0..out.len() {\n                let mut s = out[i].clone();\n                s.push(x);\n                out.push(s);\n            }\n        }\n        out\n    }\n}\n',
    },
  },
  {
    signature: fn('mergeKLists', [['lists', 'ListNode[]']], 'ListNode'),
    cases: [
      { input: '[[1,4,5],[1,3,4],[2,6]]', expected: '[1,1,2,3,4,4,5,6]' },
      { input: '[]', expected: '[]' },
      { input: '[[]]', expected: '[]' },
    ],
    solutions: {
      cpp: 'class Solution {\npublic:\n    ListNode* mergeKLists(vector<ListNode*>& lists) {\n        auto cmp = [](ListNode* a, ListNode* b) { return a->val > b->val; };\n        priority_queue<ListNode*, vector<ListNode*>, decltype(cmp)> pq(cmp);\n        for (auto l : lists) if (l) pq.push(l);\n        ListNode dummy; ListNode* tail = &dummy;\n        while (!pq.empty()) { auto n = pq.top(); pq.pop(); tail->next = n; tail = n; if (n->next) pq.push(n->next); }\n        return dummy.next;\n    }\n};\n',
      c: 'struct ListNode* mergeKLists(struct ListNode** lists, int listsSize) {\n    struct ListNode dummy = {0, NULL};\n    struct ListNode* tail = &dummy;\n    for (;;) {\n        int best = -1;\n        for (int i = 0; i < listsSize; i++) if (lists[i] && (best < 0 || lists[i]->val < lists[best]->val)) best = i;\n        if (best < 0) break;\n        tail->next = lists[best]; tail = tail->next; lists[best] = lists[best]->next;\n    }\n    return dummy.next;\n}\n',
      python:
        'class Solution:\n    def mergeKLists(self, lists: List[Optional[ListNode]]) -> Optional[ListNode]:\n        heap = [(node.val, i, node) for i, node in enumerate(lists) if node]\n        heapify(heap)\n        dummy = tail = ListNode()\n        while heap:\n            _, i, node = heappop(heap)\n            tail.next = tail = node\n            if node.next:\n                heappush(heap, (node.next.val, i, node.next))\n        return dummy.next\n',
      javascript:
        // LeetCode's JavaScript has @datastructures-js/priority-queue built in.
        'var mergeKLists = function(lists) {\n    const pq = new MinPriorityQueue((node) => node.val);\n    for (const node of lists) if (node) pq.enqueue(node);\n    const dummy = new ListNode();\n    let tail = dummy;\n    while (!pq.isEmpty()) {\n        const node = pq.dequeue();\n        tail = tail.next = node;\n        if (node.next) pq.enqueue(node.next);\n    }\n    return dummy.next;\n};\n',
      typescript:
        'function mergeKLists(lists: Array<ListNode | null>): ListNode | null {\n    const pq = new MinPriorityQueue<ListNode>((node: ListNode) => node.val);\n    for (const node of lists) if (node) pq.enqueue(node);\n    const dummy = new ListNode();\n    let tail: ListNode = dummy;\n    while (!pq.isEmpty()) {\n        const node = pq.dequeue() as ListNode;\n        tail = tail.next = node;\n        if (node.next) pq.enqueue(node.next);\n    }\n    return dummy.next;\n};\n',
      go: 'type minHeap []*ListNode\n\nfunc (h minHeap) Len() int           { return len(h) }\nfunc (h minHeap) Less(i, j int) bool { return h[i].Val < h[j].Val }\nfunc (h minHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }\nfunc (h *minHeap) Push(x any)        { *h = append(*h, x.(*ListNode)) }\nfunc (h *minHeap) Pop() any {\n    old := *h\n    n := old[len(old)-1]\n    *h = old[:len(old)-1]\n    return n\n}\n\nfunc mergeKLists(lists []*ListNode) *ListNode {\n    h := &minHeap{}\n    for _, l := range lists {\n        if l != nil {\n            heap.Push(h, l)\n        }\n    }\n    dummy := &ListNode{}\n    tail := dummy\n    for h.Len() > 0 {\n        n := heap.Pop(h).(*ListNode)\n        tail.Next = n\n        tail = n\n        if n.Next != nil {\n            heap.Push(h, n.Next)\n        }\n    }\n    return dummy.Next\n}\n',
      java: 'class Solution {\n    public ListNode mergeKLists(ListNode[] lists) {\n        PriorityQueue<ListNode> pq = new PriorityQueue<>((a, b) -> a.val - b.val);\n        for (ListNode l : lists) if (l != null) pq.add(l);\n        ListNode dummy = new ListNode(), tail = dummy;\n        while (!pq.isEmpty()) { ListNode n = pq.poll(); tail.next = n; tail = n; if (n.next != null) pq.add(n.next); }\n        return dummy.next;\n    }\n}\n',
      rust: 'use std::cmp::Reverse;\nuse std::collections::BinaryHeap;\nimpl Solution {\n    pub fn merge_k_lists(lists: Vec<Option<Box<ListNode>>>) -> Option<Box<ListNode>> {\n        let mut heap = BinaryHeap::new();\n        for mut list in lists {\n            while let Some(node) = list {\n                heap.push(Reverse(node.val));\n                list = node.next;\n            }\n        }\n        let mut values = Vec::new();\n        while let Some(Reverse(v)) = heap.pop() { values.push(v); }\n        let mut head = None;\n        for v in values.into_iter().rev() {\n            let mut node = Box::new(ListNode::new(v));\n            node.next = head;\n            head = Some(node);\n        }\n        head\n    }\n}\n',
    },
  },
  {
    signature: fn('sortedArrayToBST', [['nums', 'integer[]']], 'TreeNode'),
    cases: [
      { input: '[-10,-3,0,5,9]', expected: '[0,-10,5,null,-3,null,9]' },
      { input: '[1,3]', expected: '[1,null,3]' },
    ],
    solutions: {
      cpp: 'class Solution {\n    TreeNode* build(vector<int>& a, int l, int r) {\n        if (l > r) return nullptr;\n        int m = (l + r) / 2;\n        return new TreeNode(a[m], build(a, l, m - 1), build(a, m + 1, r));\n    }\npublic:\n    TreeNode* sortedArrayToBST(vector<int>& nums) { return build(nums, 0, nums.size() - 1); }\n};\n',
      c: 'static struct TreeNode* build(int* a, int l, int r) {\n    if (l > r) return NULL;\n    int m = (l + r) / 2;\n    struct TreeNode* node = malloc(sizeof(struct TreeNode));\n    node->val = a[m];\n    node->left = build(a, l, m - 1);\n    node->right = build(a, m + 1, r);\n    return node;\n}\nstruct TreeNode* sortedArrayToBST(int* nums, int numsSize) {\n    return build(nums, 0, numsSize - 1);\n}\n',
      python:
        'class Solution:\n    def sortedArrayToBST(self, nums: List[int]) -> Optional[TreeNode]:\n        def build(l, r):\n            if l > r:\n                return None\n            m = (l + r) // 2\n            return TreeNode(nums[m], build(l, m - 1), build(m + 1, r))\n        return build(0, len(nums) - 1)\n',
      javascript:
        'var sortedArrayToBST = function(nums) {\n    const build = (l, r) => {\n        if (l > r) return null;\n        const m = Math.floor((l + r) / 2);\n        return new TreeNode(nums[m], build(l, m - 1), build(m + 1, r));\n    };\n    return build(0, nums.length - 1);\n};\n',
      typescript:
        'function sortedArrayToBST(nums: number[]): TreeNode | null {\n    const build = (l: number, r: number): TreeNode | null => {\n        if (l > r) return null;\n        const m = Math.floor((l + r) / 2);\n        return new TreeNode(nums[m], build(l, m - 1), build(m + 1, r));\n    };\n    return build(0, nums.length - 1);\n};\n',
      go: 'func sortedArrayToBST(nums []int) *TreeNode {\n    if len(nums) == 0 {\n        return nil\n    }\n    m := (len(nums) - 1) / 2\n    return &TreeNode{Val: nums[m], Left: sortedArrayToBST(nums[:m]), Right: sortedArrayToBST(nums[m+1:])}\n}\n',
      java: 'class Solution {\n    public TreeNode sortedArrayToBST(int[] nums) { return build(nums, 0, nums.length - 1); }\n    private TreeNode build(int[] a, int l, int r) {\n        if (l > r) return null;\n        int m = (l + r) / 2;\n        return new TreeNode(a[m], build(a, l, m - 1), build(a, m + 1, r));\n    }\n}\n',
      rust: 'use std::rc::Rc;\nuse std::cell::RefCell;\nimpl Solution {\n    pub fn sorted_array_to_bst(nums: Vec<i32>) -> Option<Rc<RefCell<TreeNode>>> {\n        fn build(a: &[i32]) -> Option<Rc<RefCell<TreeNode>>> {\n            if a.is_empty() { return None; }\n            let m = (a.len() - 1) / 2;\n            let mut node = TreeNode::new(a[m]);\n            node.left = build(&a[..m]);\n            node.right = build(&a[m + 1..]);\n            Some(Rc::new(RefCell::new(node)))\n        }\n        build(&nums)\n    }\n}\n',
    },
  },
  {
    signature: fn('reverseString', [['s', 'character[]']], 'void', 0),
    cases: [{ input: '["h","e","l","l","o"]', expected: '["o","l","l","e","h"]' }],
    solutions: {
      cpp: 'class Solution {\npublic:\n    void reverseString(vector<char>& s) { reverse(s.begin(), s.end()); }\n};\n',
      c: 'void reverseString(char* s, int sSize) {\n    for (int i = 0, j = sSize - 1; i < j; i++, j--) { char t = s[i]; s[i] = s[j]; s[j] = t; }\n}\n',
      python:
        'class Solution:\n    def reverseString(self, s: List[str]) -> None:\n        s.reverse()\n',
      javascript: 'var reverseString = function(s) {\n    s.reverse();\n};\n',
      typescript:
        '/**\n Do not return anything, modify s in-place instead.\n */\nfunction reverseString(s: string[]): void {\n    s.reverse();\n};\n',
      go: 'func reverseString(s []byte) {\n    slices.Reverse(s)\n}\n',
      java: 'class Solution {\n    public void reverseString(char[] s) {\n        for (int i = 0, j = s.length - 1; i < j; i++, j--) { char t = s[i]; s[i] = s[j]; s[j] = t; }\n    }\n}\n',
      rust: 'impl Solution {\n    pub fn reverse_string(s: &mut Vec<char>) {\n        s.reverse();\n    }\n}\n',
    },
  },
];
