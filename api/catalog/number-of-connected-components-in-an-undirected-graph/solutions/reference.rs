impl Solution {
    pub fn count_components(n: i32, edges: Vec<Vec<i32>>) -> i32 {
        // Union-find by size with path halving; every union of two roots joins two components.
        let n = n as usize;
        let mut parent: Vec<usize> = (0..n).collect();
        let mut size = vec![1; n];
        let mut components = n as i32;
        for edge in &edges {
            let mut a = Self::find(&mut parent, edge[0] as usize);
            let mut b = Self::find(&mut parent, edge[1] as usize);
            if a == b {
                continue; // already connected: the count does not change
            }
            if size[a] < size[b] {
                std::mem::swap(&mut a, &mut b);
            }
            parent[b] = a;
            size[a] += size[b];
            components -= 1;
        }
        components
    }

    fn find(parent: &mut Vec<usize>, mut x: usize) -> usize {
        while parent[x] != x {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        x
    }
}
