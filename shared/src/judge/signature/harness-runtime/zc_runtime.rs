//! ZenCode harness runtime for Rust (see protocol/README.md). The harness's `main.rs` declares
//! LeetCode's ListNode, TreeNode and `struct Solution;`, includes the learner's `solution.rs`,
//! then this module (`mod zc_runtime;`) and a generated `zc_case` that reads one case with
//! `rd`, calls the solution between `begin` and `end` and writes the answer with `wr`.
//!
//! Only the standard library and the C library (declared here, not through the `libc` crate: a
//! learner's own rustup toolchain has no crates) are used. Per case it redirects the solution's
//! stdout/stderr into memory files, times the calls with the process CPU clock and writes one
//! frame on the original stdout. A panic becomes the case's runtime error; an allocation the
//! memory limit refuses becomes `mle` (the harness's global allocator reports it: Rust would
//! abort); the per-case CPU timer and a fatal signal (a stack overflow aborts) still write a frame.
#![allow(dead_code)]

use crate::{ListNode, TreeNode};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::RefCell;
use std::io::Write;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicUsize, Ordering};

/// The C library calls the harness needs (glibc on Linux, libSystem on macOS).
mod sys {
    #[repr(C)]
    pub struct Timespec {
        pub tv_sec: i64,
        pub tv_nsec: i64,
    }
    #[repr(C)]
    pub struct Timeval {
        pub tv_sec: i64,
        pub tv_usec: i64,
    }
    #[repr(C)]
    pub struct Itimerval {
        pub it_interval: Timeval,
        pub it_value: Timeval,
    }
    /// `struct rusage`: two timevals, then fourteen longs (ru_maxrss first).
    #[repr(C)]
    pub struct Rusage {
        pub ru_utime: Timeval,
        pub ru_stime: Timeval,
        pub ru_maxrss: i64,
        pub rest: [i64; 13],
    }
    unsafe extern "C" {
        pub fn read(fd: i32, buf: *mut u8, count: usize) -> isize;
        pub fn write(fd: i32, buf: *const u8, count: usize) -> isize;
        pub fn lseek(fd: i32, offset: i64, whence: i32) -> i64;
        pub fn ftruncate(fd: i32, length: i64) -> i32;
        pub fn dup(fd: i32) -> i32;
        pub fn dup2(fd: i32, fd2: i32) -> i32;
        pub fn unlink(path: *const u8) -> i32;
        pub fn mkstemp(template: *mut u8) -> i32;
        pub fn clock_gettime(clock: i32, now: *mut Timespec) -> i32;
        pub fn setitimer(which: i32, new: *const Itimerval, old: *mut Itimerval) -> i32;
        pub fn getrusage(who: i32, usage: *mut Rusage) -> i32;
        pub fn signal(signal: i32, handler: usize) -> usize;
        pub fn _exit(status: i32) -> !;
        #[cfg(all(target_os = "linux", not(zc_no_memfd)))]
        pub fn memfd_create(name: *const u8, flags: u32) -> i32;
    }
    #[cfg(target_os = "linux")]
    pub const CLOCK_PROCESS_CPUTIME_ID: i32 = 2;
    #[cfg(not(target_os = "linux"))]
    pub const CLOCK_PROCESS_CPUTIME_ID: i32 = 12;
    pub const ITIMER_PROF: i32 = 2;
    pub const SIGILL: i32 = 4;
    pub const SIGABRT: i32 = 6;
    #[cfg(target_os = "linux")]
    pub const SIGBUS: i32 = 7;
    #[cfg(not(target_os = "linux"))]
    pub const SIGBUS: i32 = 10;
    pub const SIGFPE: i32 = 8;
    pub const SIGSEGV: i32 = 11;
    pub const SIGPROF: i32 = 27;
    pub const SIGXFSZ: i32 = 25;
}

/// A list longer than this is a cycle the solution left behind (a tree: an Rc loop).
const MAX_NODES: usize = 1_000_000;
const CAPTURE_KEEP: usize = 65536;

// The state a signal handler or the allocator may read: plain atomics and fixed buffers only.
static RESULTS_FD: AtomicI64 = AtomicI64::new(-1);
static OUT_FD: AtomicI64 = AtomicI64::new(-1);
static ERR_FD: AtomicI64 = AtomicI64::new(-1);
static CASE: AtomicI64 = AtomicI64::new(-1);
static USED_US: AtomicI64 = AtomicI64::new(0);
static T0_US: AtomicI64 = AtomicI64::new(0);
static TIMING: AtomicBool = AtomicBool::new(false);
static TIME_LIMIT_US: AtomicI64 = AtomicI64::new(0);
static OUTPUT_LIMIT: AtomicI64 = AtomicI64::new(0);
/// Set while a frame is written: an allocation failing then must not write another.
static IN_FRAME: AtomicBool = AtomicBool::new(false);
static NONCE_LEN: AtomicUsize = AtomicUsize::new(0);
static mut NONCE: [u8; 80] = [0; 80];
static mut KEEP: [u8; CAPTURE_KEEP] = [0; CAPTURE_KEEP];

/// The system allocator, except that an allocation the memory limit refuses ends the case as
/// Memory Limit Exceeded (Rust's own answer is to print and abort, which reads as a crash).
pub struct ZcAlloc;

unsafe impl GlobalAlloc for ZcAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let pointer = unsafe { System.alloc(layout) };
        if pointer.is_null() {
            out_of_memory();
        }
        pointer
    }
    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        unsafe { System.dealloc(pointer, layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let pointer = unsafe { System.alloc_zeroed(layout) };
        if pointer.is_null() {
            out_of_memory();
        }
        pointer
    }
    unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, size: usize) -> *mut u8 {
        let moved = unsafe { System.realloc(pointer, layout, size) };
        if moved.is_null() {
            out_of_memory();
        }
        moved
    }
}

fn out_of_memory() {
    if CASE.load(Ordering::SeqCst) >= 0 && !IN_FRAME.load(Ordering::SeqCst) {
        stop_timing();
        frame(b"mle", b"", b"memory allocation failed");
        // The heap may be exhausted or fragmented: the runner runs the remaining cases in a
        // fresh process.
        unsafe { sys::_exit(0) }
    }
}

// ---- time ----

fn cpu_us() -> i64 {
    let mut now = sys::Timespec { tv_sec: 0, tv_nsec: 0 };
    unsafe { sys::clock_gettime(sys::CLOCK_PROCESS_CPUTIME_ID, &mut now) };
    now.tv_sec * 1_000_000 + now.tv_nsec / 1000
}

fn arm(micros: i64) {
    let timer = sys::Itimerval {
        it_interval: sys::Timeval { tv_sec: 0, tv_usec: 0 },
        it_value: sys::Timeval { tv_sec: micros / 1_000_000, tv_usec: micros % 1_000_000 },
    };
    unsafe { sys::setitimer(sys::ITIMER_PROF, &timer, std::ptr::null_mut()) };
}

/// Brackets the solution's own code: only this time counts (the case's CPU timer runs throughout).
pub fn begin() {
    T0_US.store(cpu_us(), Ordering::SeqCst);
    TIMING.store(true, Ordering::SeqCst);
}

pub fn end() {
    stop_timing();
}

fn stop_timing() {
    if TIMING.swap(false, Ordering::SeqCst) {
        USED_US.fetch_add(cpu_us() - T0_US.load(Ordering::SeqCst), Ordering::SeqCst);
    }
}

// ---- frames (no allocation: also written from signal handlers and the allocator) ----

fn write_all(fd: i64, mut bytes: &[u8]) {
    while !bytes.is_empty() {
        let written = unsafe { sys::write(fd as i32, bytes.as_ptr(), bytes.len()) };
        if written <= 0 {
            // EINTR is retried by glibc's write for handlers installed with signal().
            return;
        }
        bytes = &bytes[written as usize..];
    }
}

/// Replaces bytes that are not valid UTF-8 with '?' (the runner reads frames as text).
fn utf8_clean(bytes: &mut [u8]) {
    let mut at = 0;
    while at < bytes.len() {
        let lead = bytes[at];
        let extra = if lead < 0x80 {
            0
        } else if lead >> 5 == 6 {
            1
        } else if lead >> 4 == 14 {
            2
        } else if lead >> 3 == 30 {
            3
        } else {
            9
        };
        let mut valid = extra != 9 && at + extra < bytes.len();
        let mut k = 1;
        while valid && k <= extra {
            valid = bytes[at + k] & 0xC0 == 0x80;
            k += 1;
        }
        if !valid {
            bytes[at] = b'?';
            at += 1;
            continue;
        }
        at += extra + 1;
    }
}

struct Header {
    bytes: [u8; 256],
    len: usize,
}

impl Header {
    fn text(&mut self, text: &[u8]) {
        for &byte in text {
            self.bytes[self.len] = byte;
            self.len += 1;
        }
        self.bytes[self.len] = b' ';
        self.len += 1;
    }
    fn number(&mut self, value: i64) {
        let mut digits = [0u8; 24];
        let mut count = 0;
        let mut magnitude = value.unsigned_abs();
        loop {
            digits[count] = b'0' + (magnitude % 10) as u8;
            count += 1;
            magnitude /= 10;
            if magnitude == 0 {
                break;
            }
        }
        if value < 0 {
            self.bytes[self.len] = b'-';
            self.len += 1;
        }
        while count > 0 {
            count -= 1;
            self.bytes[self.len] = digits[count];
            self.len += 1;
        }
        self.bytes[self.len] = b' ';
        self.len += 1;
    }
}

/// The size printed to a capture file, and up to CAPTURE_KEEP of its bytes into `keep`.
fn take_capture(fd: i64, keep: &mut [u8]) -> (i64, usize) {
    let size = unsafe { sys::lseek(fd as i32, 0, 2) };
    unsafe { sys::lseek(fd as i32, 0, 0) };
    let want = if size < 0 { 0 } else { (size as usize).min(keep.len()) };
    let mut got = 0;
    while got < want {
        let count = unsafe { sys::read(fd as i32, keep[got..].as_mut_ptr(), want - got) };
        if count <= 0 {
            break;
        }
        got += count as usize;
    }
    utf8_clean(&mut keep[..got]);
    (size.max(0), got)
}

fn frame(status: &[u8], answer: &[u8], error: &[u8]) {
    IN_FRAME.store(true, Ordering::SeqCst);
    // SAFETY: one thread writes frames; handlers run on it and end the process after theirs.
    let keep = unsafe { &mut *std::ptr::addr_of_mut!(KEEP) };
    let (out_fd, err_fd) = (OUT_FD.load(Ordering::SeqCst), ERR_FD.load(Ordering::SeqCst));
    let half = CAPTURE_KEEP / 2;
    let (out_keep, err_keep) = keep.split_at_mut(half);
    let (out_size, out_len) = take_capture(out_fd, out_keep);
    let (err_size, err_len) = take_capture(err_fd, err_keep);
    let printed = out_size + err_size;
    let status: &[u8] =
        if printed > OUTPUT_LIMIT.load(Ordering::SeqCst) && status == b"ok" { b"ole" } else { status };
    let mut usage: sys::Rusage = unsafe { std::mem::zeroed() };
    unsafe { sys::getrusage(0, &mut usage) };
    let peak_kb = if cfg!(target_os = "macos") { usage.ru_maxrss / 1024 } else { usage.ru_maxrss };
    let mut header = Header { bytes: [0; 256], len: 0 };
    header.bytes[0] = b'\n';
    header.bytes[1] = b'#';
    header.len = 2;
    let nonce = unsafe { &*std::ptr::addr_of!(NONCE) };
    header.text(&nonce[..NONCE_LEN.load(Ordering::SeqCst)]);
    header.number(CASE.load(Ordering::SeqCst));
    header.text(status);
    header.number(USED_US.load(Ordering::SeqCst));
    header.number(peak_kb);
    header.number(answer.len() as i64);
    header.number(out_len as i64);
    header.number(err_len as i64);
    header.number(error.len() as i64);
    header.bytes[header.len - 1] = b'\n';
    let fd = RESULTS_FD.load(Ordering::SeqCst);
    write_all(fd, &header.bytes[..header.len]);
    write_all(fd, answer);
    write_all(fd, &out_keep[..out_len]);
    write_all(fd, &err_keep[..err_len]);
    write_all(fd, error);
    IN_FRAME.store(false, Ordering::SeqCst);
}

// ---- signals ----

extern "C" fn on_fatal(signal_number: i32) {
    if CASE.load(Ordering::SeqCst) >= 0 && !IN_FRAME.load(Ordering::SeqCst) {
        stop_timing();
        let limit = TIME_LIMIT_US.load(Ordering::SeqCst);
        if signal_number == sys::SIGPROF && USED_US.load(Ordering::SeqCst) <= limit {
            USED_US.store(limit + 1, Ordering::SeqCst);
        }
        let (status, name): (&[u8], &[u8]) = match signal_number {
            sys::SIGPROF => (b"tle", b"SIGPROF"),
            sys::SIGXFSZ => (b"ole", b"SIGXFSZ"),
            sys::SIGSEGV => (b"re", b"SIGSEGV"),
            sys::SIGBUS => (b"re", b"SIGBUS"),
            sys::SIGFPE => (b"re", b"SIGFPE"),
            sys::SIGILL => (b"re", b"SIGILL"),
            _ => (b"re", b"SIGABRT"),
        };
        frame(status, b"", name);
    }
    unsafe { sys::_exit(if signal_number == sys::SIGPROF { 0 } else { 128 + signal_number }) }
}

/// SIGSEGV and SIGBUS stay Rust's: its handler reports a stack overflow ("thread 'main' has
/// overflowed its stack", captured as the case's stderr) and aborts, which lands here.
fn install_signals() {
    for signal_number in [sys::SIGABRT, sys::SIGILL, sys::SIGFPE, sys::SIGXFSZ, sys::SIGPROF] {
        unsafe { sys::signal(signal_number, on_fatal as extern "C" fn(i32) as usize) };
    }
}

// ---- the learner's panics ----

thread_local! {
    static PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// A panic's message, worded as Rust's own report: `thread 'main' panicked at src:line:col:`.
fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let message = if let Some(text) = info.payload().downcast_ref::<&str>() {
            (*text).to_string()
        } else if let Some(text) = info.payload().downcast_ref::<String>() {
            text.clone()
        } else {
            "Box<dyn Any>".to_string()
        };
        let place = info
            .location()
            .map(|at| format!(" at {}:{}:{}", at.file(), at.line(), at.column()))
            .unwrap_or_default();
        let report = format!("thread 'main' panicked{place}:\n{message}");
        PANIC.with(|panic| *panic.borrow_mut() = Some(report));
    }));
}

// ---- input ----

pub struct Reader {
    bytes: Vec<u8>,
    at: usize,
}

fn read_byte() -> u8 {
    let mut byte = 0u8;
    loop {
        let count = unsafe { sys::read(0, &mut byte, 1) };
        if count == 1 {
            return byte;
        }
        if count < 0 && std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
            continue;
        }
        // The runner closed stdin: it wants no more cases.
        unsafe { sys::_exit(0) }
    }
}

fn read_until(stop: u8) -> Vec<u8> {
    let mut bytes = Vec::new();
    loop {
        let byte = read_byte();
        if byte == stop {
            return bytes;
        }
        bytes.push(byte);
    }
}

fn read_exact(length: usize) -> Vec<u8> {
    let mut bytes = vec![0u8; length];
    let mut got = 0;
    while got < length {
        let count = unsafe { sys::read(0, bytes[got..].as_mut_ptr(), length - got) };
        if count < 0 && std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
            continue;
        }
        if count <= 0 {
            unsafe { sys::_exit(0) }
        }
        got += count as usize;
    }
    bytes
}

impl Reader {
    fn skip(&mut self) {
        while self.at < self.bytes.len() && self.bytes[self.at] <= b' ' {
            self.at += 1;
        }
    }
    pub fn null(&mut self) -> bool {
        self.skip();
        if self.at < self.bytes.len() && self.bytes[self.at] == b'n' {
            self.at += 1;
            return true;
        }
        false
    }
    pub fn i64(&mut self) -> i64 {
        self.skip();
        let negative = self.at < self.bytes.len() && self.bytes[self.at] == b'-';
        if negative {
            self.at += 1;
        }
        let mut value: u64 = 0;
        while self.at < self.bytes.len() && self.bytes[self.at].is_ascii_digit() {
            value = value.wrapping_mul(10).wrapping_add((self.bytes[self.at] - b'0') as u64);
            self.at += 1;
        }
        if negative { 0u64.wrapping_sub(value) as i64 } else { value as i64 }
    }
    pub fn f64(&mut self) -> f64 {
        self.skip();
        let start = self.at;
        while self.at < self.bytes.len() && self.bytes[self.at] > b' ' {
            self.at += 1;
        }
        let text = std::str::from_utf8(&self.bytes[start..self.at]).unwrap_or("0");
        match text {
            "Infinity" | "inf" => f64::INFINITY,
            "-Infinity" | "-inf" => f64::NEG_INFINITY,
            _ => text.parse().unwrap_or(f64::NAN),
        }
    }
    pub fn string(&mut self) -> String {
        if self.null() {
            return String::new();
        }
        let size = self.i64() as usize;
        self.at += 1; // ':'
        let end = (self.at + size).min(self.bytes.len());
        let text = String::from_utf8_lossy(&self.bytes[self.at..end]).into_owned();
        self.at = end;
        text
    }
}

// ---- answers ----

pub struct Writer {
    pub bytes: Vec<u8>,
}

impl Writer {
    fn token(&mut self, token: &str) {
        self.bytes.extend_from_slice(token.as_bytes());
        self.bytes.push(b' ');
    }
    pub fn i64(&mut self, value: i64) {
        self.token(&value.to_string());
    }
    pub fn null(&mut self) {
        self.token("n");
    }
    fn f64(&mut self, value: f64) {
        if value.is_nan() {
            self.token("NaN");
        } else if value.is_infinite() {
            self.token(if value > 0.0 { "Infinity" } else { "-Infinity" });
        } else {
            // Rust's Display is the shortest round-trip decimal, as %.17g is exact.
            self.token(&format!("{value:?}"));
        }
    }
    fn bytes(&mut self, text: &str) {
        self.bytes.extend_from_slice(format!("{}:", text.len()).as_bytes());
        self.bytes.extend_from_slice(text.as_bytes());
        self.bytes.push(b' ');
    }
}

/// A value the wire carries: read from a case, written as an answer.
pub trait Wire: Sized {
    fn rd(reader: &mut Reader) -> Self;
    fn wr(&self, writer: &mut Writer);
}

impl Wire for i32 {
    fn rd(reader: &mut Reader) -> Self {
        reader.i64() as i32
    }
    fn wr(&self, writer: &mut Writer) {
        writer.i64(*self as i64)
    }
}
impl Wire for u32 {
    fn rd(reader: &mut Reader) -> Self {
        reader.i64() as u32
    }
    fn wr(&self, writer: &mut Writer) {
        writer.i64(*self as i64)
    }
}
impl Wire for i64 {
    fn rd(reader: &mut Reader) -> Self {
        reader.i64()
    }
    fn wr(&self, writer: &mut Writer) {
        writer.i64(*self)
    }
}
impl Wire for f64 {
    fn rd(reader: &mut Reader) -> Self {
        reader.f64()
    }
    fn wr(&self, writer: &mut Writer) {
        writer.f64(*self)
    }
}
impl Wire for bool {
    fn rd(reader: &mut Reader) -> Self {
        reader.i64() != 0
    }
    fn wr(&self, writer: &mut Writer) {
        writer.i64(*self as i64)
    }
}
/// A character travels as its UTF-16 code.
impl Wire for char {
    fn rd(reader: &mut Reader) -> Self {
        char::from_u32(reader.i64() as u32).unwrap_or('\u{FFFD}')
    }
    fn wr(&self, writer: &mut Writer) {
        writer.i64(*self as i64)
    }
}
impl Wire for String {
    fn rd(reader: &mut Reader) -> Self {
        reader.string()
    }
    fn wr(&self, writer: &mut Writer) {
        writer.bytes(self)
    }
}
/// A null array reads as an empty one (Rust's Vec cannot be null).
impl<T: Wire> Wire for Vec<T> {
    fn rd(reader: &mut Reader) -> Self {
        if reader.null() {
            return Vec::new();
        }
        let count = reader.i64().max(0) as usize;
        let mut items = Vec::with_capacity(count);
        for _ in 0..count {
            items.push(T::rd(reader));
        }
        items
    }
    fn wr(&self, writer: &mut Writer) {
        writer.i64(self.len() as i64);
        for item in self {
            item.wr(writer);
        }
    }
}
impl Wire for Option<Box<ListNode>> {
    fn rd(reader: &mut Reader) -> Self {
        let count = reader.i64().max(0) as usize;
        let values: Vec<i32> = (0..count).map(|_| reader.i64() as i32).collect();
        let mut head = None;
        for &value in values.iter().rev() {
            head = Some(Box::new(ListNode { val: value, next: head }));
        }
        head
    }
    fn wr(&self, writer: &mut Writer) {
        let mut values = Vec::new();
        let mut node = self.as_ref();
        while let Some(current) = node {
            values.push(current.val);
            node = current.next.as_ref();
        }
        writer.i64(values.len() as i64);
        for value in values {
            writer.i64(value as i64);
        }
    }
}
impl Wire for Option<Rc<RefCell<TreeNode>>> {
    fn rd(reader: &mut Reader) -> Self {
        let count = reader.i64().max(0) as usize;
        let nodes: Vec<Option<Rc<RefCell<TreeNode>>>> = (0..count)
            .map(|_| {
                if reader.null() {
                    None
                } else {
                    Some(Rc::new(RefCell::new(TreeNode::new(reader.i64() as i32))))
                }
            })
            .collect();
        let mut child = 1;
        let mut parent = 0;
        while parent < nodes.len() && child < nodes.len() {
            if let Some(node) = &nodes[parent] {
                let mut node = node.borrow_mut();
                node.left = nodes[child].clone();
                child += 1;
                if child < nodes.len() {
                    node.right = nodes[child].clone();
                    child += 1;
                }
            }
            parent += 1;
        }
        nodes.into_iter().next().flatten()
    }
    fn wr(&self, writer: &mut Writer) {
        let mut order: Vec<Option<Rc<RefCell<TreeNode>>>> = Vec::new();
        if self.is_some() {
            order.push(self.clone());
        }
        let mut index = 0;
        while index < order.len() {
            if let Some(node) = order[index].clone() {
                if order.len() >= MAX_NODES {
                    panic!("Found cycle in the TreeNode");
                }
                let node = node.borrow();
                order.push(node.left.clone());
                order.push(node.right.clone());
            }
            index += 1;
        }
        writer.i64(order.len() as i64);
        for node in &order {
            match node {
                Some(node) => writer.i64(node.borrow().val as i64),
                None => writer.null(),
            }
        }
    }
}

/// Reads a case's next value.
pub fn rd<T: Wire>(reader: &mut Reader) -> T {
    T::rd(reader)
}

/// The node of `root`'s tree whose value is `value` (Lowest Common Ancestor's `p` and `q`).
pub fn find_node(root: &Option<Rc<RefCell<TreeNode>>>, value: i64) -> Option<Rc<RefCell<TreeNode>>> {
    let mut stack: Vec<Rc<RefCell<TreeNode>>> = root.iter().cloned().collect();
    while let Some(node) = stack.pop() {
        if node.borrow().val as i64 == value {
            return Some(node);
        }
        let borrowed = node.borrow();
        stack.extend(borrowed.left.iter().cloned());
        stack.extend(borrowed.right.iter().cloned());
    }
    None
}

/// A returned node of the input's tree, answered as its value.
pub fn wr_node_value(node: &Option<Rc<RefCell<TreeNode>>>, writer: &mut Writer) {
    match node {
        Some(node) => writer.i64(node.borrow().val as i64),
        None => writer.null(),
    }
}

/// Refuses a codec's decoder that handed back the encoder's own tree instead of a new one.
pub fn same_tree(a: &Option<Rc<RefCell<TreeNode>>>, b: &Option<Rc<RefCell<TreeNode>>>) -> bool {
    matches!((a, b), (Some(a), Some(b)) if Rc::ptr_eq(a, b))
}

/// Ends the case as a runtime error (the harness's own checks).
pub fn fail(message: &str) -> ! {
    std::panic::panic_any(format!("{message}"))
}

// ---- the case loop ----

/// A memory file on Linux; elsewhere (or with `--cfg zc_no_memfd`) a deleted file of the work dir.
fn capture_file(name: &[u8]) -> i64 {
    #[cfg(all(target_os = "linux", not(zc_no_memfd)))]
    {
        let fd = unsafe { sys::memfd_create(name.as_ptr(), 0) };
        if fd >= 0 {
            return fd as i64;
        }
    }
    // A file of our own in the work dir, deleted at once: it lives while it is open.
    let mut template = Vec::from(&name[..name.len() - 1]);
    template.extend_from_slice(b"-XXXXXX\0");
    let fd = unsafe { sys::mkstemp(template.as_mut_ptr()) };
    if fd >= 0 {
        unsafe { sys::unlink(template.as_ptr()) };
    }
    fd as i64
}

/// Runs the cases of a batch in lock-step (protocol/README.md): `run_case` reads one case's values
/// from the reader and writes its answer to the writer.
pub fn main(run_case: fn(&mut Reader, &mut Writer)) {
    let nonce = read_until(b'\n');
    let length = nonce.len().min(80);
    // SAFETY: written once, before any frame or handler reads it.
    let stored = unsafe { &mut *std::ptr::addr_of_mut!(NONCE) };
    stored[..length].copy_from_slice(&nonce[..length]);
    NONCE_LEN.store(length, Ordering::SeqCst);
    let mut header = Reader { bytes: read_until(b'\n'), at: 0 };
    TIME_LIMIT_US.store(header.i64() * 1000, Ordering::SeqCst);
    OUTPUT_LIMIT.store(header.i64(), Ordering::SeqCst);
    let cases = header.i64();
    unsafe {
        RESULTS_FD.store(sys::dup(1) as i64, Ordering::SeqCst);
        OUT_FD.store(capture_file(b"zc-stdout\0"), Ordering::SeqCst);
        ERR_FD.store(capture_file(b"zc-stderr\0"), Ordering::SeqCst);
        sys::dup2(OUT_FD.load(Ordering::SeqCst) as i32, 1);
        sys::dup2(ERR_FD.load(Ordering::SeqCst) as i32, 2);
    }
    install_signals();
    install_panic_hook();
    // Ready: the runner starts the first case's clock only now.
    CASE.store(-1, Ordering::SeqCst);
    frame(b"ok", b"", b"");
    let limit = TIME_LIMIT_US.load(Ordering::SeqCst);
    for index in 0..cases {
        // Cases are length-prefixed: a case abandoned half-way cannot shift the next one.
        let mut prefix = Reader { bytes: read_until(b':'), at: 0 };
        let case_length = prefix.i64().max(0) as usize;
        let bytes = read_exact(case_length + 1);
        let (out_fd, err_fd) = (OUT_FD.load(Ordering::SeqCst), ERR_FD.load(Ordering::SeqCst));
        unsafe {
            sys::ftruncate(out_fd as i32, 0);
            sys::ftruncate(err_fd as i32, 0);
            sys::lseek(out_fd as i32, 0, 0);
            sys::lseek(err_fd as i32, 0, 0);
        }
        CASE.store(index, Ordering::SeqCst);
        USED_US.store(0, Ordering::SeqCst);
        PANIC.with(|panic| *panic.borrow_mut() = None);
        let mut reader = Reader { bytes, at: 0 };
        let mut writer = Writer { bytes: Vec::new() };
        // One CPU timer per case, with slack for reading and writing values: the measured time of
        // the solution's own calls decides the verdict, the timer only stops a runaway case.
        arm(limit + limit / 2 + 200_000);
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            run_case(&mut reader, &mut writer)
        }));
        arm(0);
        stop_timing();
        let _ = std::io::stdout().flush();
        let _ = std::io::stderr().flush();
        match outcome {
            Ok(()) => frame(b"ok", &writer.bytes, b""),
            Err(_) => {
                let report = PANIC.with(|panic| panic.borrow_mut().take());
                let report = report.unwrap_or_else(|| "thread 'main' panicked".to_string());
                frame(b"re", b"", report.as_bytes());
            }
        }
        // The answer and the learner's values go before the next case is read.
        drop(writer);
        drop(reader);
    }
    CASE.store(-1, Ordering::SeqCst);
}
