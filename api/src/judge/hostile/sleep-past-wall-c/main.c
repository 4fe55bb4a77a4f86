#include <unistd.h>
int main(void) {
  sleep(3600);
  return 0;
}
