impl Solution {
    pub fn find_redundant_connection(edges: Vec<Vec<i32>>) -> Vec<i32> {
        let n = edges.len();
        let mut parent: Vec<usize> = (0..=n).collect();
        let mut size = vec![1; n + 1];
        for edge in &edges {
            let mut a = Self::find(&mut parent, edge[0] as usize);
            let mut b = Self::find(&mut parent, edge[1] as usize);
            // Already connected: this edge closes the only cycle, and it is the cycle's last edge.
            if a == b {
                return edge.clone();
            }
            if size[a] < size[b] {
                std::mem::swap(&mut a, &mut b);
            }
            parent[b] = a;
            size[a] += size[b];
        }
        vec![]
    }

    fn find(parent: &mut Vec<usize>, mut x: usize) -> usize {
        while parent[x] != x {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        x
    }
}
