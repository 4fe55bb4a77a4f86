// std::net: connects to a port the server listens on, to the outside by IP (TCP and UDP) and to
// a Unix socket of the host.
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream, UdpSocket};
use std::os::unix::net::UnixStream;
use std::time::{Duration, Instant};

fn report(label: &str, start: Instant, result: std::io::Result<()>) {
    match result {
        Ok(()) => println!("{label} connected"),
        Err(e) => println!("{label} failed {:?} in {} ms", e.kind(), start.elapsed().as_millis()),
    }
}

fn tcp(label: &str, address: &str) {
    let start = Instant::now();
    let address: SocketAddr = address.parse().unwrap();
    let result = TcpStream::connect_timeout(&address, Duration::from_secs(5))
        .and_then(|mut stream| stream.write_all(b"hello from the sandbox\n"));
    report(label, start, result);
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let words: Vec<&str> = input.split_whitespace().collect();
    tcp("loopback", &format!("127.0.0.1:{}", words[0]));
    tcp("outside", "1.1.1.1:80");
    let start = Instant::now();
    let udp = UdpSocket::bind("0.0.0.0:0").and_then(|socket| socket.connect("8.8.8.8:53"));
    report("outside-udp", start, udp);
    let start = Instant::now();
    report("unix", start, UnixStream::connect(words[1]).map(|_| ()));
}
