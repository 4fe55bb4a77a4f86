/* Leaves daemons behind: double-forked, in new sessions, deaf to polite signals. */
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

int main(void) {
  for (int i = 0; i < 3; i++) {
    if (fork() == 0) {
      setsid();
      signal(SIGHUP, SIG_IGN);
      signal(SIGTERM, SIG_IGN);
      if (fork() == 0) {
        for (;;) sleep(3600);
      }
      _exit(0);
    }
  }
  if (system("sleep 3600 > /dev/null 2>&1 &") != 0) return 1;
  return 0;
}
