// Holds 1.5 GiB in memfds (16 MiB each), pages that neither RLIMIT_AS nor resident memory counts.
use std::fs::File;
use std::io::Write;
use std::os::fd::FromRawFd;

unsafe extern "C" {
    fn memfd_create(name: *const u8, flags: u32) -> i32;
}

fn main() {
    let block = vec![b'z'; 1 << 20];
    let mut held = Vec::new();
    for i in 0..96 {
        let fd = unsafe { memfd_create(b"hold\0".as_ptr(), 0) };
        if fd < 0 {
            println!("memfd {i} refused: {}", std::io::Error::last_os_error());
            std::process::exit(3);
        }
        let mut file = unsafe { File::from_raw_fd(fd) };
        let mut written = 0;
        while written < 16 && file.write_all(&block).is_ok() {
            written += 1;
        }
        held.push(file);
        println!("memfd {i} holds {written} MiB");
    }
}
