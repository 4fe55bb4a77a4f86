/* Signals everything it can name: the worker by pid (given on stdin), pid 1, -1, every pid. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int main(void) {
  long worker = 0;
  if (scanf("%ld", &worker) == 1 && worker > 0) kill((pid_t)worker, SIGKILL);
  kill(1, SIGKILL);
  kill(1, SIGTERM);
  kill(-1, SIGKILL);
  for (pid_t pid = 2; pid < 65536; pid++)
    if (pid != getpid()) kill(pid, SIGKILL);
  kill(getppid(), SIGKILL);
  printf("survived\n");
  return 0;
}
