// Allocates and touches 16 MiB blocks until the allocator refuses (Rust then aborts).
fn main() {
    let mut blocks: Vec<Vec<u8>> = Vec::new();
    loop {
        blocks.push(vec![7u8; 16 << 20]);
    }
}
