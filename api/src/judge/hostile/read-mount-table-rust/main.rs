// Prints the sandbox's mount tables, which would name any host path bind-mounted into it.
use std::fs;

fn main() {
    for path in ["/proc/self/mountinfo", "/proc/self/mounts", "/proc/1/mountinfo"] {
        match fs::read_to_string(path) {
            Ok(table) => print!("TABLE {path}\n{table}"),
            Err(_) => println!("UNREADABLE {path}"),
        }
    }
}
