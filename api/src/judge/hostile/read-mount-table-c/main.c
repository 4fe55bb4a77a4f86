/* Prints the sandbox's mount tables, which would name any host path bind-mounted into it. */
#include <stdio.h>

static void dump(const char *path) {
  FILE *file = fopen(path, "r");
  if (!file) {
    printf("UNREADABLE %s\n", path);
    return;
  }
  printf("TABLE %s\n", path);
  char line[4096];
  while (fgets(line, sizeof line, file)) fputs(line, stdout);
  fclose(file);
}

int main(void) {
  dump("/proc/self/mountinfo");
  dump("/proc/self/mounts");
  dump("/proc/1/mountinfo");
  return 0;
}
