/* Replay's debug build includes this: the program's stdout unbuffered from the start, so that
   each step's output so far is what the program printed (a buffer would hold it back until the
   case's end). A constructor of this header's own: it is not the learner's code, never a step. */
#include <stdio.h>

__attribute__((constructor)) static void zc_replay_unbuffered(void) { setvbuf(stdout, NULL, _IONBF, 0); }
