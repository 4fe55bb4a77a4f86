/* Test program for the sandbox conformance suite: one behaviour per mode (argv[1]). */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static int is(const char *mode, const char *name) { return strcmp(mode, name) == 0; }

/* About 1 KiB of stack per level, kept alive across the call so it cannot become a loop. */
__attribute__((noinline)) static long recurse(long depth) {
  volatile char frame[1024];
  frame[depth % 1024] = 1;
  if (depth == 0) return 0;
  long below = recurse(depth - 1);
  return below + frame[depth % 1024];
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  if (is(mode, "exit")) return atoi(argv[2]);
  if (is(mode, "segv")) { raise(SIGSEGV); return 0; }
  if (is(mode, "cat")) {
    char buf[4096];
    ssize_t n;
    while ((n = read(0, buf, sizeof buf)) > 0) fwrite(buf, 1, (size_t)n, stdout);
    return 0;
  }
  if (is(mode, "memfd")) {
    /* argv[2] memory files of 1 MiB each, held open; "held N" after each. */
    static char block[1 << 20];
    memset(block, 'm', sizeof block);
    setvbuf(stdout, NULL, _IONBF, 0);
    for (int i = 1; i <= atoi(argv[2]); i++) {
      int fd = memfd_create("probe", 0);
      if (fd < 0 || write(fd, block, sizeof block) != (ssize_t)sizeof block) return 3;
      printf("held %d\n", i);
    }
    return 0;
  }
  if (is(mode, "both")) { printf("to stdout\n"); fprintf(stderr, "to stderr\n"); return 0; }
  if (is(mode, "recurse")) { printf("%ld\n", recurse(atol(argv[2]))); return 0; }
  if (is(mode, "spin")) { for (volatile unsigned long i = 0;; i++) {} }
  if (is(mode, "forked-spin")) {
    /* Per line of stdin: a child spins argv[2] ms of CPU and stays alive (unreaped, asleep);
       the parent says "spun" once it has. The case's CPU must include the live child's. */
    char line[64];
    while (fgets(line, sizeof line, stdin)) {
      int done[2];
      if (pipe(done) != 0) return 2;
      if (fork() == 0) {
        struct timespec start, now;
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &start);
        do clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
        while ((now.tv_sec - start.tv_sec) * 1000 + (now.tv_nsec - start.tv_nsec) / 1000000 < atol(argv[2]));
        if (write(done[1], "x", 1) != 1) _exit(2);
        pause();
        _exit(0);
      }
      char x;
      if (read(done[0], &x, 1) != 1) return 2;
      printf("spun\n");
      fflush(stdout);
    }
    return 0;
  }
  if (is(mode, "sleep-tree") || is(mode, "daemon")) {
    /* argv[2] is a marker the test looks for in `ps` afterwards. */
    for (int i = 0; i < 3; i++) {
      if (fork() == 0) {
        setsid();
        if (fork() == 0) { sleep(60); _exit(0); }
        sleep(60);
        _exit(0);
      }
    }
    if (is(mode, "daemon")) return 0;
    sleep(60);
    return 0;
  }
  if (is(mode, "alloc")) {
    for (;;) {
      char *block = malloc(1 << 20);
      if (!block) { fprintf(stderr, "probe: out of memory\n"); return 1; }
      memset(block, 1, 1 << 20);
    }
  }
  if (is(mode, "touch")) {
    size_t bytes = (size_t)atol(argv[2]) << 20;
    char *block = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (block == MAP_FAILED) { perror("mmap"); return 2; }
    for (size_t i = 0; i < bytes; i += 4096) block[i] = 1;
    printf("touched\n");
    return 0;
  }
  if (is(mode, "flood")) {
    static char line[65536];
    memset(line, 'x', sizeof line);
    for (;;) fwrite(line, 1, sizeof line, stdout);
  }
  if (is(mode, "fork")) {
    int wanted = atoi(argv[2]), made = 0;
    for (int i = 0; i < wanted; i++) {
      pid_t pid = fork();
      if (pid == 0) { sleep(1); _exit(0); }
      if (pid < 0) break;
      made++;
    }
    printf("%d\n", made);
    fflush(stdout);
    while (wait(NULL) > 0) {}
    return 0;
  }
  if (is(mode, "fsize")) {
    FILE *out = fopen("big.bin", "w");
    static char chunk[1 << 16];
    for (int i = 0; i < 1024; i++) fwrite(chunk, 1, sizeof chunk, out);
    fclose(out);
    return 0;
  }
  if (is(mode, "env")) {
    const char *value = getenv(argv[2]);
    printf("%s\n", value ? value : "(unset)");
    return 0;
  }
  if (is(mode, "write")) {
    FILE *out = fopen(argv[2], "w");
    if (!out) { printf("cannot write: %s\n", strerror(errno)); return 1; }
    fputs("written\n", out);
    fclose(out);
    return 0;
  }
  fprintf(stderr, "probe: unknown mode %s\n", mode);
  return 99;
}
