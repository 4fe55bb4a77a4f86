// std::fs: reads the host's secrets by path (each line of stdin and well-known ones).
use std::io::Read;

fn try_read(path: &str) {
    match std::fs::read(path) {
        Ok(bytes) => {
            let text = String::from_utf8_lossy(&bytes[..bytes.len().min(255)]).replace('\n', " ");
            println!("READ {path}: {text}");
        }
        Err(e) => println!("DENIED {path}: {e}"),
    }
}

fn main() {
    for path in ["/etc/shadow", "/root/.bashrc", "/proc/1/environ", "/proc/1/root/etc/shadow"] {
        try_read(path);
    }
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    for line in input.lines().filter(|line| !line.is_empty()) {
        try_read(line);
    }
}
