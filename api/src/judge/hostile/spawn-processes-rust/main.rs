// std::process::Command: starts `sleep` children until the sandbox refuses, leaves them running,
// then tries a shell that reads a secret.
use std::process::Command;

fn main() {
    let mut spawned = 0;
    let mut error = String::new();
    for _ in 0..1000 {
        match Command::new("sleep").arg("3600").spawn() {
            Ok(child) => {
                std::mem::forget(child);
                spawned += 1;
            }
            Err(e) => {
                error = e.to_string();
                break;
            }
        }
    }
    println!("spawned {spawned} then: {error}");
    match Command::new("sh").args(["-c", "cat /etc/shadow"]).output() {
        Ok(out) => println!("shell said {}", String::from_utf8_lossy(&out.stdout).trim()),
        Err(e) => println!("shell failed {e}"),
    }
}
