// std::fs: fills every writable in-memory file system with 1 MiB files until it refuses.
use std::io::Write;

fn main() {
    let block = vec![b'z'; 1 << 20];
    for directory in ["/tmp", "/dev/shm", "/dev", "/"] {
        let mut written = 0;
        let mut error = String::from("no error");
        for i in 0..100_000 {
            let path = format!("{directory}/fill-{i}");
            let result = std::fs::File::create(&path).and_then(|mut file| file.write_all(&block));
            if let Err(e) = result {
                error = e.to_string();
                break;
            }
            written += 1;
        }
        println!("{directory} stopped at {written} MiB: {error}");
    }
}
