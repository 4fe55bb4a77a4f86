#include <stdio.h>
int main(void) {
  for (;;) fputs("flood to stderr, flood to stderr, flood to stderr\n", stderr);
}
