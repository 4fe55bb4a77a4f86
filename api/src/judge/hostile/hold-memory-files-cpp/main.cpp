// Holds 1.5 GiB in memfds (16 MiB each), pages that neither RLIMIT_AS nor resident memory counts.
#include <sys/mman.h>
#include <unistd.h>
#include <cerrno>
#include <cstring>
#include <iostream>
#include <vector>

int main() {
  std::vector<char> block(1 << 20, 'z');
  for (int i = 0; i < 96; i++) {
    int fd = memfd_create("hold", 0);
    if (fd < 0) {
      std::cout << "memfd " << i << " refused: " << std::strerror(errno) << std::endl;
      return 3;
    }
    int mb = 0;
    while (mb < 16 && write(fd, block.data(), block.size()) == static_cast<ssize_t>(block.size())) mb++;
    std::cout << "memfd " << i << " holds " << mb << " MiB" << std::endl;
  }
}
