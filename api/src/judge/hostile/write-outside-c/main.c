/* Tries to write everywhere but its work dir; the paths of interest come on stdin. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static void try_write(const char *path) {
  FILE *file = fopen(path, "w");
  if (!file) {
    printf("DENIED %s: %s\n", path, strerror(errno));
    return;
  }
  fputs("written by a hostile program\n", file);
  printf(fclose(file) == 0 ? "WROTE %s\n" : "DENIED %s: close failed\n", path);
}

int main(void) {
  char line[4096];
  while (fgets(line, sizeof line, stdin)) {
    line[strcspn(line, "\n")] = 0;
    if (*line) try_write(line);
  }
  const char *fixed[] = {"../escaped.txt", "/escaped.txt", "/usr/escaped.txt",
                         "/usr/bin/escaped", "/etc/escaped.txt", "/proc/escaped.txt"};
  for (size_t i = 0; i < sizeof fixed / sizeof *fixed; i++) try_write(fixed[i]);
  /* A symlink in the work dir pointing at the canary, written through. */
  char target[4096];
  FILE *in = fopen("canary-path.txt", "r");
  if (in && fgets(target, sizeof target, in)) {
    target[strcspn(target, "\n")] = 0;
    if (symlink(target, "link-to-canary") == 0) try_write("link-to-canary");
  }
  return 0;
}
