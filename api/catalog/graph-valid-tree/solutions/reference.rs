impl Solution {
    pub fn valid_tree(n: i32, edges: Vec<Vec<i32>>) -> bool {
        // A tree on n nodes has exactly n - 1 edges; with that many, no cycle means connected.
        if edges.len() as i32 != n - 1 {
            return false;
        }
        let n = n as usize;
        let mut parent: Vec<usize> = (0..n).collect();
        let mut size = vec![1; n];
        fn find(parent: &mut [usize], mut x: usize) -> usize {
            while parent[x] != x {
                parent[x] = parent[parent[x]];
                x = parent[x];
            }
            x
        }
        for edge in &edges {
            let mut a = find(&mut parent, edge[0] as usize);
            let mut b = find(&mut parent, edge[1] as usize);
            if a == b {
                return false;
            }
            if size[a] < size[b] {
                std::mem::swap(&mut a, &mut b);
            }
            parent[b] = a;
            size[a] += size[b];
        }
        true
    }
}
