/* ---- frames (async-signal-safe: also written from signal handlers) ---- */
static void zc_write_all(int fd, const char *bytes, size_t length) {
  while (length > 0) {
    ssize_t written = write(fd, bytes, length);
    if (written < 0) {
      if (errno == EINTR) continue;
      return;
    }
    bytes += written;
    length -= (size_t)written;
  }
}
static size_t zc_append_number(char *buffer, size_t at, long long value) {
  char digits[24];
  int count = 0;
  unsigned long long magnitude = value < 0 ? 0ULL - (unsigned long long)value : (unsigned long long)value;
  do {
    digits[count++] = (char)('0' + magnitude % 10);
    magnitude /= 10;
  } while (magnitude);
  if (value < 0) buffer[at++] = '-';
  while (count) buffer[at++] = digits[--count];
  buffer[at++] = ' ';
  return at;
}
static size_t zc_append_text(char *buffer, size_t at, const char *text) {
  while (*text) buffer[at++] = *text++;
  buffer[at++] = ' ';
  return at;
}
/* Reads back what the solution printed in this case; returns the total size printed. */
static long long zc_take_capture(int fd, char *keep, size_t *kept) {
  off_t size = lseek(fd, 0, SEEK_END);
  lseek(fd, 0, SEEK_SET);
  size_t want = size < (off_t)ZC_CAPTURE_KEEP ? (size_t)size : ZC_CAPTURE_KEEP;
  size_t got = 0;
  while (got < want) {
    ssize_t count = read(fd, keep + got, want - got);
    if (count <= 0) break;
    got += (size_t)count;
  }
  *kept = got;
  zc_utf8_clean(keep, got);
  return size < 0 ? 0 : (long long)size;
}
static void zc_frame(const char *status, const char *answer, size_t answer_len, const char *error) {
  size_t out_len = 0, err_len = 0;
  long long printed = zc_take_capture(zc_out_fd, zc_keep_out, &out_len);
  printed += zc_take_capture(zc_err_fd, zc_keep_err, &err_len);
  if (printed > zc_output_limit && strcmp(status, "ok") == 0) status = "ole";
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  size_t error_len = strlen(error);
  char header[256];
  size_t at = 0;
  header[at++] = '\n';
  header[at++] = '#';
  at = zc_append_text(header, at, zc_nonce);
  at = zc_append_number(header, at, zc_case);
  at = zc_append_text(header, at, status);
  at = zc_append_number(header, at, zc_used_us);
#ifdef __APPLE__
  /* macOS gives bytes, Linux kibibytes. */
  at = zc_append_number(header, at, usage.ru_maxrss / 1024);
#else
  at = zc_append_number(header, at, usage.ru_maxrss);
#endif
  at = zc_append_number(header, at, (long long)answer_len);
  at = zc_append_number(header, at, (long long)out_len);
  at = zc_append_number(header, at, (long long)err_len);
  at = zc_append_number(header, at, (long long)error_len);
  header[at - 1] = '\n';
  zc_write_all(zc_results_fd, header, at);
  zc_write_all(zc_results_fd, answer, answer_len);
  zc_write_all(zc_results_fd, zc_keep_out, out_len);
  zc_write_all(zc_results_fd, zc_keep_err, err_len);
  zc_write_all(zc_results_fd, error, error_len);
}

/* ---- timing ---- */
static long long zc_cpu_us(void) {
  struct timespec now;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
  return (long long)now.tv_sec * 1000000 + now.tv_nsec / 1000;
}
static void zc_arm(long long micros) {
  struct itimerval timer;
  memset(&timer, 0, sizeof timer);
  timer.it_value.tv_sec = micros / 1000000;
  timer.it_value.tv_usec = micros % 1000000;
  setitimer(ITIMER_PROF, &timer, NULL);
}
/* Brackets the solution's own code: only this time counts (the case's CPU timer runs throughout). */
static void zc_begin(void) {
  zc_timing = true;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &zc_t0);
}
static void zc_end(void) {
  if (!zc_timing) return;
  zc_timing = false;
  zc_used_us += zc_cpu_us() - ((long long)zc_t0.tv_sec * 1000000 + zc_t0.tv_nsec / 1000);
}
static void zc_fail(const char *status, const char *message) {
  zc_end();
  zc_status = status;
  snprintf(zc_error, sizeof zc_error, "%s", message);
}

/* ---- signals ---- */
static void zc_on_fatal(int signal_number) {
  if (zc_case >= 0) {
    if (zc_timing) zc_used_us += zc_cpu_us() - ((long long)zc_t0.tv_sec * 1000000 + zc_t0.tv_nsec / 1000);
    if (signal_number == SIGPROF && zc_used_us <= zc_time_limit_us) zc_used_us = zc_time_limit_us + 1;
    const char *status = signal_number == SIGPROF ? "tle" : signal_number == SIGXFSZ ? "ole" : "re";
    const char *name = signal_number == SIGSEGV   ? "SIGSEGV"
                       : signal_number == SIGBUS  ? "SIGBUS"
                       : signal_number == SIGFPE  ? "SIGFPE"
                       : signal_number == SIGABRT ? "SIGABRT"
                       : signal_number == SIGILL  ? "SIGILL"
                       : signal_number == SIGXFSZ ? "SIGXFSZ"
                                                  : "SIGPROF";
    zc_frame(status, "", 0, name);
  }
  if (signal_number == SIGPROF) _exit(0);
  signal(signal_number, SIG_DFL);
  raise(signal_number);
}
static void zc_install_signals(void) {
  static char alternate_stack[65536];
  stack_t stack;
  memset(&stack, 0, sizeof stack);
  stack.ss_sp = alternate_stack;
  stack.ss_size = sizeof alternate_stack;
  sigaltstack(&stack, NULL);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = zc_on_fatal;
  action.sa_flags = SA_ONSTACK;
  int signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGILL, SIGXFSZ, SIGPROF};
  for (size_t index = 0; index < sizeof signals / sizeof signals[0]; index++) {
    sigaction(signals[index], &action, NULL);
  }
}

/* ---- main loop ---- */
static int zc_capture_file(const char *name) {
  int fd = -1;
#ifdef ZC_MEMFD
  fd = (int)syscall(SYS_memfd_create, name, 0);
#endif
  if (fd < 0) {
    /* A file of our own in the work dir, deleted at once: it lives while it is open. */
    char path[64];
    snprintf(path, sizeof path, "%s-XXXXXX", name);
    fd = mkstemp(path);
    if (fd >= 0) unlink(path);
  }
  return fd;
}
/* Lock-step input (protocol/README.md): the header, then each case only after the last result. */
static size_t zc_in_capacity;
static void zc_in_reserve(size_t size) {
  if (size < zc_in_capacity) return;
  while (zc_in_capacity <= size) zc_in_capacity = zc_in_capacity ? zc_in_capacity * 2 : 1 << 16;
  zc_in = (char *)realloc(zc_in, zc_in_capacity);
}
static int zc_read_byte(void) {
  unsigned char byte;
  for (;;) {
    ssize_t count = read(0, &byte, 1);
    if (count == 1) return byte;
    if (count < 0 && errno == EINTR) continue;
    /* The runner closed stdin: it wants no more cases. */
    _exit(0);
  }
}
/* Reads up to and including the stop byte into zc_in (without it). */
static void zc_read_until(char stop) {
  zc_in_len = 0;
  zc_in_pos = 0;
  for (;;) {
    int byte = zc_read_byte();
    if (byte == stop) break;
    zc_in_reserve(zc_in_len + 1);
    zc_in[zc_in_len++] = (char)byte;
  }
  zc_in_reserve(zc_in_len);
  zc_in[zc_in_len] = 0;
}
static void zc_read_exact(size_t length) {
  zc_in_reserve(length);
  size_t got = 0;
  while (got < length) {
    ssize_t count = read(0, zc_in + got, length - got);
    if (count < 0 && errno == EINTR) continue;
    if (count <= 0) _exit(0);
    got += (size_t)count;
  }
  zc_in_len = length;
  zc_in_pos = 0;
  zc_in[length] = 0;
}
static int zc_main(void (*run_case)(void)) {
  zc_read_until('\n');
  snprintf(zc_nonce, sizeof zc_nonce, "%s", zc_in);
  zc_read_until('\n');
  zc_time_limit_us = zc_r_i64() * 1000;
  zc_output_limit = zc_r_i64();
  long long cases = zc_r_i64();
  zc_results_fd = dup(1);
  zc_out_fd = zc_capture_file("zc-stdout");
  zc_err_fd = zc_capture_file("zc-stderr");
  dup2(zc_out_fd, 1);
  dup2(zc_err_fd, 2);
  zc_install_signals();
  /* Ready: the runner starts the first case's clock only now. */
  zc_case = -1;
  zc_frame("ok", "", 0, "");
  for (long long index = 0; index < cases; index++) {
    /* Cases are length-prefixed: a case abandoned half-way cannot shift the next one. */
    zc_read_until(':');
    size_t case_length = (size_t)zc_r_i64();
    zc_read_exact(case_length + 1);
    /* The descriptors 1 and 2 share these files' offsets: rewind them with the truncation. */
    ftruncate(zc_out_fd, 0);
    ftruncate(zc_err_fd, 0);
    lseek(zc_out_fd, 0, SEEK_SET);
    lseek(zc_err_fd, 0, SEEK_SET);
    zc_case = (int)index;
    zc_used_us = 0;
    zc_ans_len = 0;
    zc_status = "ok";
    zc_error[0] = 0;
    /* One CPU timer per case, with slack for reading and writing values: the measured time of the
       solution's own calls decides the verdict, the timer only stops a runaway case. */
    zc_arm(zc_time_limit_us + zc_time_limit_us / 2 + 200000);
    run_case();
    zc_arm(0);
    fflush(stdout);
    fflush(stderr);
    if (zc_flush_hook) zc_flush_hook();
    bool ok = strcmp(zc_status, "ok") == 0;
    zc_frame(zc_status, ok ? zc_ans : "", ok ? zc_ans_len : 0, zc_error);
    /* After running out of memory the heap may stay fragmented or leaked: the runner continues the
       remaining cases in a fresh process. */
    if (strcmp(zc_status, "mle") == 0) _exit(0);
  }
  zc_case = -1;
  return 0;
}
