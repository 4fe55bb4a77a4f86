// Holds memory outside every rlimit: a SysV segment, a secret memfd, then 96 memfds of 16 MiB.
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/shm.h>
int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  int id = shmget(IPC_PRIVATE, 1 << 20, IPC_CREAT | 0600);
  printf(id < 0 ? "shmget refused: %s\n" : "shmget allowed%s\n", id < 0 ? strerror(errno) : "");
  long s = syscall(447, 0);
  printf(s < 0 ? "memfd_secret refused: %s\n" : "memfd_secret allowed%s\n", s < 0 ? strerror(errno) : "");
  static char block[1 << 20];
  memset(block, 'z', sizeof block);
  for (int i = 0; i < 96; i++) {
    int fd = memfd_create("hold", 0);
    if (fd < 0) { printf("memfd %d refused: %s\n", i, strerror(errno)); return 3; }
    int mb = 0;
    for (; mb < 16; mb++) if (write(fd, block, sizeof block) != sizeof block) break;
    printf("memfd %d holds %d MiB\n", i, mb);
  }
  return 0;
}
