/* Tries to read every path given on stdin, plus well-known secrets, and lists top directories. */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

static void try_read(const char *path) {
  FILE *file = fopen(path, "r");
  if (!file) {
    printf("DENIED %s: %s\n", path, strerror(errno));
    return;
  }
  char content[256] = {0};
  size_t n = fread(content, 1, sizeof content - 1, file);
  fclose(file);
  for (size_t i = 0; i < n; i++)
    if (content[i] == '\n' || content[i] == 0) content[i] = ' ';
  printf("READ %s: %s\n", path, content);
}

static void try_list(const char *path) {
  DIR *dir = opendir(path);
  if (!dir) {
    printf("NOLIST %s: %s\n", path, strerror(errno));
    return;
  }
  printf("LIST %s:", path);
  struct dirent *entry;
  while ((entry = readdir(dir))) printf(" %s", entry->d_name);
  printf("\n");
  closedir(dir);
}

int main(void) {
  const char *fixed[] = {"/etc/shadow", "/etc/passwd", "/root/.bashrc", "/proc/1/environ",
                         "/proc/1/cmdline", "/etc/hostname", "/var/run/postgresql/.s.PGSQL.5432"};
  for (size_t i = 0; i < sizeof fixed / sizeof *fixed; i++) try_read(fixed[i]);
  char line[4096];
  while (fgets(line, sizeof line, stdin)) {
    line[strcspn(line, "\n")] = 0;
    if (*line) try_read(line);
  }
  const char *dirs[] = {"/", "/home", "/root", "/tmp", "/etc", "/work/..", "/proc/1/root"};
  for (size_t i = 0; i < sizeof dirs / sizeof *dirs; i++) try_list(dirs[i]);
  return 0;
}
