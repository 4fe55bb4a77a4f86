/*
 * ZenCode harness runtime for C and C++ (valid in both). It reads every case from stdin, redirects
 * the solution's stdout/stderr per case into memory files, times each call with the process CPU
 * clock and writes one framed result per case to the original stdout (see protocol/README.md).
 * Fatal signals and the per-case CPU timer still produce a frame, so the runner knows which case
 * broke and why.
 */
#pragma GCC diagnostic ignored "-Wunused-function"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
/* memfd_create is Linux's; elsewhere (or with -DZC_NO_MEMFD) captures go to deleted files. */
#if defined(__linux__) && !defined(ZC_NO_MEMFD)
#define ZC_MEMFD 1
#include <sys/syscall.h>
#endif
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#define ZC_CAPTURE_KEEP 65536

static char zc_nonce[80];
static char *zc_in;
static size_t zc_in_len, zc_in_pos;
static int zc_results_fd = -1, zc_out_fd = -1, zc_err_fd = -1;
static long long zc_time_limit_us, zc_output_limit;
static int zc_case = -1;
static long long zc_used_us;
static bool zc_timing;
static struct timespec zc_t0;
static char *zc_ans;
static size_t zc_ans_len, zc_ans_cap;
static const char *zc_status = "ok";
static char zc_error[8192];
static char zc_keep_out[ZC_CAPTURE_KEEP], zc_keep_err[ZC_CAPTURE_KEEP];
static void (*zc_flush_hook)(void);

/*
 * Replaces bytes that are not valid UTF-8 with '?': the runner reads frames as text, so every
 * payload must survive a UTF-8 round trip byte for byte. Pure computation, safe in handlers.
 */
static void zc_utf8_clean(char *text, size_t length) {
  unsigned char *bytes = (unsigned char *)text;
  size_t at = 0;
  while (at < length) {
    unsigned char lead = bytes[at];
    size_t extra = lead < 0x80 ? 0 : (lead >> 5) == 6 ? 1 : (lead >> 4) == 14 ? 2 : (lead >> 3) == 30 ? 3 : 9;
    bool valid = extra != 9 && at + extra < length;
    for (size_t k = 1; valid && k <= extra; k++) valid = (bytes[at + k] & 0xC0) == 0x80;
    if (!valid) {
      bytes[at++] = '?';
      continue;
    }
    at += extra + 1;
  }
}

/* ---- answer writer ---- */
static void zc_ans_put(const char *bytes, size_t length) {
  if (zc_ans_len + length > zc_ans_cap) {
    size_t capacity = zc_ans_cap ? zc_ans_cap : 4096;
    while (capacity < zc_ans_len + length) capacity *= 2;
    zc_ans = (char *)realloc(zc_ans, capacity);
    if (!zc_ans) abort();
    zc_ans_cap = capacity;
  }
  memcpy(zc_ans + zc_ans_len, bytes, length);
  zc_ans_len += length;
}
static void zc_w_tok(const char *token) {
  zc_ans_put(token, strlen(token));
  zc_ans_put(" ", 1);
}
static void zc_w_i64(long long value) {
  char text[32];
  snprintf(text, sizeof text, "%lld", value);
  zc_w_tok(text);
}
static void zc_w_f64(double value) {
  char text[48];
  snprintf(text, sizeof text, "%.17g", value);
  zc_w_tok(text);
}
static void zc_w_null(void) { zc_w_tok("n"); }
static void zc_w_bytes(const char *bytes, size_t length) {
  char text[32];
  snprintf(text, sizeof text, "%zu:", length);
  zc_ans_put(text, strlen(text));
  size_t start = zc_ans_len;
  zc_ans_put(bytes, length);
  zc_utf8_clean(zc_ans + start, length);
  zc_ans_put(" ", 1);
}

/* ---- input reader ---- */
static void zc_skip(void) {
  while (zc_in_pos < zc_in_len && (unsigned char)zc_in[zc_in_pos] <= 32) zc_in_pos++;
}
static bool zc_r_null(void) {
  zc_skip();
  if (zc_in_pos < zc_in_len && zc_in[zc_in_pos] == 'n') {
    zc_in_pos++;
    return true;
  }
  return false;
}
static long long zc_r_i64(void) {
  zc_skip();
  bool negative = zc_in_pos < zc_in_len && zc_in[zc_in_pos] == '-';
  if (negative) zc_in_pos++;
  unsigned long long value = 0;
  while (zc_in_pos < zc_in_len && zc_in[zc_in_pos] >= '0' && zc_in[zc_in_pos] <= '9') {
    value = value * 10 + (unsigned long long)(zc_in[zc_in_pos++] - '0');
  }
  return negative ? (long long)(0ULL - value) : (long long)value;
}
static double zc_r_f64(void) {
  zc_skip();
  char *end;
  double value = strtod(zc_in + zc_in_pos, &end);
  zc_in_pos = (size_t)(end - zc_in);
  return value;
}
/* A NUL-terminated copy of a wire string, or NULL for the null marker. */
static char *zc_r_str(int *length) {
  if (zc_r_null()) {
    if (length) *length = 0;
    return NULL;
  }
  long long size = zc_r_i64();
  zc_in_pos++; /* ':' */
  char *text = (char *)malloc((size_t)size + 1);
  memcpy(text, zc_in + zc_in_pos, (size_t)size);
  text[size] = 0;
  zc_in_pos += (size_t)size;
  if (length) *length = (int)size;
  return text;
}

