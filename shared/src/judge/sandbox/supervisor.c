/*
 * ZenCode sandbox supervisor (Linux). Compiled on first use by supervisor-binary.ts.
 *
 * Outer mode (default): forks the program (or bwrap) in its own session, enforces the wall
 * deadline and the CPU time of the whole tree, optionally a resident-memory ceiling, kills every
 * descendant at the end (it is a child subreaper, so daemonised orphans come back to it), then
 * writes one JSON record to --report-fd. That fd is close-on-exec: the program never holds it.
 *
 * Inner mode (--exec): applies the rlimits to itself, writes 'R' to --ready-fd, runs argv and
 * reports its exact status there. Used inside bubblewrap, where RLIMIT_NPROC only means
 * something once the user namespace exists.
 *
 * Memory files (outer mode): pages of a memfd or a SysV segment count neither in RLIMIT_AS nor
 * in resident memory, so one process could hold open-files x file-size of them. A seccomp filter,
 * installed just before the exec and inherited by the whole tree (bwrap, the inner supervisor, the
 * program), refuses shmget and memfd_secret outright and passes each memfd_create to us: the
 * first MEMORY_FILES_ALLOWED of the run go through (the judge's harnesses capture prints in two),
 * the next one ends the run as memoryExceeded. Each holds at most RLIMIT_FSIZE.
 *
 * SIGTERM, SIGINT, SIGHUP or SIGUSR1 to the supervisor kill the tree (the caller uses it when the
 * output cap is hit); the record is still written.
 *
 * Cases in lock-step (--control-fd C --answer-fd A, both close-on-exec): the runner writes
 * "C <cpuMs> <idleMs> [<runIdleMs>]\n" before it sends a case (which also closes the case before it: one
 * reading ends one case and starts the next) and "E\n" when the last case's result arrived. Each
 * command is answered on A with "<treeCpuMicros> <peakRssKb>\n", measured here, outside the
 * program; while a case is open the tree is killed (timedOut) when it spends more than cpuMs of
 * CPU on it, or idles (no task running or runnable: it sleeps or waits) for more than idleMs
 * after "W\n" (the runner's word that the whole case is in the program's stdin: waiting for a
 * slow writer is not idling), or when the idling of every window given runIdleMs adds up to more
 * than runIdleMs (a program that sleeps just under idleMs on every case). Output the runner has not
 * read yet (its stdout pipe is not empty) means the runner is slow, not that the program idles.
 * The program cannot reach either descriptor.
 *
 * Started ahead (--go-fd G --status-fd S, both close-on-exec): the sandbox is built, and the inner
 * supervisor (given --go-fd too) waits before any program runs, optionally beside a preloaded
 * interpreter (its argv after --: started at once, it reads its real arguments, NUL-separated,
 * from the socket at fd 3 once the limits are applied, and answers 'S' there before it runs
 * them; the run is ready only then). The supervisor writes "W\n" on S once the inner one
 * waits. The runner then writes the run's limit options (and --env NAME=VALUE, the program's
 * own variables), "--" and argv, NUL-separated, on G
 * and closes it: from then on the deadline, CPU and memory count (CPU used before is not
 * charged), the message goes on to the inner supervisor, which applies the rlimits (to the
 * preloaded interpreter too), and "G\n" on S says the program runs. A started sandbox serves one
 * run: G closed without a message ends it.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/sockios.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>

#define INNER_READY_FD 10
/* memfd_create calls a run may make; the next one ends it as memoryExceeded. */
#define MEMORY_FILES_ALLOWED 4
#define INNER_GO_FD 11
/* Where a preloaded interpreter reads its real arguments. */
#define PRELOAD_ARGS_FD 3

struct options {
  int exec_mode, limits_in_child, report_fd, ready_fd, expect_inner_ready, control_fd, answer_fd;
  int go_fd, status_fd;
  /* --env NAME=VALUE of a go message: the program's own variables (a sandbox started ahead). */
  char *env[64];
  int env_count;
  long cpu_ms, wall_ms, memory_kb, nproc, fsize_kb, nofile, stack_kb;
  int resident;
  long uid, gid;
  char **argv;
};

static long now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1000L + t.tv_nsec / 1000000L;
}

static void die(const char *what) {
  fprintf(stderr, "zencode-supervisor: %s: %s\n", what, strerror(errno));
  exit(125);
}

/* Sets a limit of `pid` (0: ourselves). */
static pid_t limit_target;
static void set_limit(int resource, rlim_t soft, rlim_t hard) {
  struct rlimit r = {soft, hard};
  if (prlimit(limit_target, resource, &r, NULL) != 0) die("setrlimit");
}

/* Tasks (threads included) of a uid, as RLIMIT_NPROC counts them in this namespace. */
static long count_tasks_of(uid_t uid) {
  DIR *proc = opendir("/proc");
  if (!proc) return 0;
  long total = 0;
  struct dirent *entry;
  char path[300], buf[1024];
  while ((entry = readdir(proc))) {
    if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
    struct stat st;
    snprintf(path, sizeof path, "/proc/%s", entry->d_name);
    if (stat(path, &st) != 0 || st.st_uid != uid) continue;
    snprintf(path, sizeof path, "/proc/%s/stat", entry->d_name);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) continue;
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0) continue;
    buf[n] = 0;
    char *p = strrchr(buf, ')');
    long threads = 1;
    /* After ')': state(3) ... num_threads is field 20. */
    if (p) sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %*u %*u %*d %*d %*d %*d %ld",
                  &threads);
    total += threads;
  }
  closedir(proc);
  return total;
}

/*
 * Applies the limits to `pid` (0: ourselves). extra_tasks: tasks of ours that stay alive beside
 * the program (the inner supervisor), counted on top of those alive now, which (less ourselves)
 * are the program's when it was preloaded.
 */
static void apply_limits(pid_t pid, const struct options *o, long extra_tasks) {
  limit_target = pid;
  if (o->cpu_ms > 0) {
    rlim_t seconds = (rlim_t)((o->cpu_ms + 999) / 1000 + 1);
    set_limit(RLIMIT_CPU, seconds, seconds + 1);
  }
  if (o->memory_kb > 0 && !o->resident)
    set_limit(RLIMIT_AS, (rlim_t)o->memory_kb * 1024, (rlim_t)o->memory_kb * 1024);
  if (o->stack_kb > 0) set_limit(RLIMIT_STACK, (rlim_t)o->stack_kb * 1024, (rlim_t)o->stack_kb * 1024);
  if (o->fsize_kb > 0) set_limit(RLIMIT_FSIZE, (rlim_t)o->fsize_kb * 1024, (rlim_t)o->fsize_kb * 1024);
  if (o->nofile > 0) set_limit(RLIMIT_NOFILE, (rlim_t)o->nofile, (rlim_t)o->nofile);
  set_limit(RLIMIT_CORE, 0, 0);
  if (o->nproc > 0) {
    /* RLIMIT_NPROC counts every task of the uid (in this user namespace), ours included. */
    static long counted = -1;
    /* Counted once: a second target (a preloaded interpreter) gets the same allowance. */
    if (counted < 0) counted = count_tasks_of(getuid());
    rlim_t allowed = (rlim_t)(counted - 1 + extra_tasks + o->nproc);
    set_limit(RLIMIT_NPROC, allowed, allowed);
  }
}

static void exec_program(char **argv) {
  /* ETXTBSY: the program was copied into the work dir just now, and a process the server forked
     at that moment (for another run) still holds the copy's write descriptor until it execs.
     That lasts microseconds to milliseconds, so waiting a little is enough. */
  for (int tries = 0; tries < 200; tries++) {
    execvp(argv[0], argv);
    if (errno != ETXTBSY) break;
    usleep(5000);
  }
  fprintf(stderr, "cannot execute %s: %s\n", argv[0], strerror(errno));
  _exit(127);
}

static long parse_long(const char *s) {
  char *end;
  long v = strtol(s, &end, 10);
  if (*s == 0 || *end != 0) {
    fprintf(stderr, "zencode-supervisor: bad number %s\n", s);
    exit(125);
  }
  return v;
}

/* argv[argc] must be NULL. Without "--", only a started-ahead inner supervisor (--go-fd). */
static void parse(int argc, char **argv, struct options *o) {
  memset(o, 0, sizeof *o);
  o->report_fd = o->ready_fd = o->uid = o->gid = o->control_fd = o->answer_fd = -1;
  o->go_fd = o->status_fd = -1;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "--")) {
      o->argv = argv + i + 1;
      if (!o->argv[0]) break;
      return;
    }
    if (!strcmp(a, "--exec")) { o->exec_mode = 1; continue; }
    if (!strcmp(a, "--limits-in-child")) { o->limits_in_child = 1; continue; }
    if (!strcmp(a, "--expect-inner-ready")) { o->expect_inner_ready = 1; continue; }
    if (!strcmp(a, "--resident")) { o->resident = 1; continue; }
    if (i + 1 >= argc) break;
    if (!strcmp(a, "--env")) {
      if (o->env_count == (int)(sizeof o->env / sizeof *o->env)) { fprintf(stderr, "zencode-supervisor: too many --env\n"); exit(125); }
      o->env[o->env_count++] = argv[++i];
      continue;
    }
    long v = parse_long(argv[++i]);
    if (!strcmp(a, "--cpu-ms")) o->cpu_ms = v;
    else if (!strcmp(a, "--wall-ms")) o->wall_ms = v;
    else if (!strcmp(a, "--memory-kb")) o->memory_kb = v;
    else if (!strcmp(a, "--nproc")) o->nproc = v;
    else if (!strcmp(a, "--fsize-kb")) o->fsize_kb = v;
    else if (!strcmp(a, "--nofile")) o->nofile = v;
    else if (!strcmp(a, "--stack-kb")) o->stack_kb = v;
    else if (!strcmp(a, "--report-fd")) o->report_fd = (int)v;
    else if (!strcmp(a, "--ready-fd")) o->ready_fd = (int)v;
    else if (!strcmp(a, "--control-fd")) o->control_fd = (int)v;
    else if (!strcmp(a, "--answer-fd")) o->answer_fd = (int)v;
    else if (!strcmp(a, "--uid")) o->uid = v;
    else if (!strcmp(a, "--gid")) o->gid = v;
    else if (!strcmp(a, "--go-fd")) o->go_fd = (int)v;
    else if (!strcmp(a, "--status-fd")) o->status_fd = (int)v;
    else { fprintf(stderr, "zencode-supervisor: unknown option %s\n", a); exit(125); }
  }
  if (o->exec_mode && o->go_fd >= 0 && !o->argv) return;
  fprintf(stderr, "usage: zencode-supervisor [options] -- program [args...]\n");
  exit(125);
}

/* ---- the process tree, read from /proc ---- */

struct task { int pid, ppid; long ticks, child_ticks, rss_pages; int in_tree; char state; };
static struct task *tasks;
static size_t task_count, task_capacity;

/* Reads /proc/<pid>/stat into *t; 0 when the task is gone. */
static int read_task(int pid, struct task *t) {
  char path[64], buf[1024];
  snprintf(path, sizeof path, "/proc/%d/stat", pid);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  ssize_t n = read(fd, buf, sizeof buf - 1);
  close(fd);
  if (n <= 0) return 0;
  buf[n] = 0;
  char *p = strrchr(buf, ')');
  if (!p) return 0;
  memset(t, 0, sizeof *t);
  t->pid = pid;
  unsigned long ut = 0, st = 0;
  long cut = 0, cst = 0, rss = 0;
  /* Fields after ')': state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt
     utime stime cutime cstime priority nice threads itrealvalue starttime vsize rss */
  t->state = p[2];
  if (sscanf(p + 2, "%*c %d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu %ld %ld %*d %*d %*d %*d "
                    "%*u %*u %ld", &t->ppid, &ut, &st, &cut, &cst, &rss) != 6)
    return 0;
  t->ticks = (long)(ut + st) + cut + cst;
  t->child_ticks = cut + cst;
  t->rss_pages = rss;
  return 1;
}

/*
 * The newest pid (process or thread) the kernel handed out in our pid namespace: the last field
 * of /proc/loadavg. Every task created in the sandbox's nested namespace gets one here too.
 * -1 when unreadable.
 */
static long last_allocated_pid(void) {
  char buf[128];
  int fd = open("/proc/loadavg", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  ssize_t n = read(fd, buf, sizeof buf - 1);
  close(fd);
  if (n <= 0) return -1;
  buf[n] = 0;
  char *last = strrchr(buf, ' ');
  return last ? strtol(last + 1, NULL, 10) : -1;
}

/* last_allocated_pid() just before the last full walk of /proc. */
static long walked_at_pid = -2;

/* Walks all of /proc and keeps the supervisor's descendants in tasks[]. */
static void scan_tasks(void) {
  walked_at_pid = last_allocated_pid();
  task_count = 0;
  DIR *proc = opendir("/proc");
  if (!proc) return;
  struct dirent *entry;
  while ((entry = readdir(proc))) {
    if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
    struct task t;
    if (!read_task(atoi(entry->d_name), &t)) continue;
    if (task_count == task_capacity) {
      task_capacity = task_capacity ? task_capacity * 2 : 256;
      tasks = realloc(tasks, task_capacity * sizeof *tasks);
      if (!tasks) die("realloc");
    }
    tasks[task_count++] = t;
  }
  closedir(proc);
  /* Mark descendants of the supervisor: repeat until no new task joins the tree. */
  int self = getpid(), changed = 1;
  while (changed) {
    changed = 0;
    for (size_t i = 0; i < task_count; i++) {
      if (tasks[i].in_tree) continue;
      if (tasks[i].ppid == self) { tasks[i].in_tree = 1; changed = 1; continue; }
      for (size_t j = 0; j < task_count; j++)
        if (tasks[j].in_tree && tasks[j].pid == tasks[i].ppid) { tasks[i].in_tree = 1; changed = 1; break; }
    }
  }
  size_t kept = 0;
  for (size_t i = 0; i < task_count; i++)
    if (tasks[i].in_tree) tasks[kept++] = tasks[i];
  task_count = kept;
}

/*
 * The tree as scan_tasks() finds it, at a fraction of the cost (a case's start and end, every
 * sample): while no pid has been handed out since the last walk, no task can have joined the
 * tree, so only its known tasks are read again (those gone are dropped). Any fork or thread,
 * ours or anyone's, triggers a full walk.
 */
static void refresh_tasks(void) {
  long last = last_allocated_pid();
  if (last < 0 || last != walked_at_pid) {
    scan_tasks();
    return;
  }
  size_t kept = 0;
  for (size_t i = 0; i < task_count; i++) {
    struct task t;
    if (!read_task(tasks[i].pid, &t)) continue;
    t.in_tree = 1;
    tasks[kept++] = t;
  }
  task_count = kept;
}

static int kill_descendants(void) {
  scan_tasks();
  int found = 0;
  for (size_t i = 0; i < task_count; i++)
    if (tasks[i].in_tree) { kill(tasks[i].pid, SIGKILL); found++; }
  return found;
}

struct outcome {
  int main_done, status, timed_out, memory_exceeded, killed_on_request;
  long wall_ms, peak_rss_kb;
};

static void reap(pid_t main_pid, struct outcome *out, long started) {
  int status;
  pid_t pid;
  while ((pid = waitpid(-1, &status, WNOHANG)) > 0) {
    if (pid == main_pid && !out->main_done) {
      out->main_done = 1;
      out->status = status;
      out->wall_ms = now_ms() - started;
    }
  }
}

static long children_cpu_ms(void) {
  struct rusage ru;
  getrusage(RUSAGE_CHILDREN, &ru);
  return ru.ru_utime.tv_sec * 1000L + ru.ru_utime.tv_usec / 1000 + ru.ru_stime.tv_sec * 1000L +
         ru.ru_stime.tv_usec / 1000;
}

/*
 * CPU time of the whole tree in microseconds, precise: each live task's process CPU clock (all its
 * threads, nanoseconds), plus what its reaped children used (clock ticks), plus our own reaped
 * children. Reads the tree afresh, so a process forked during a case counts.
 */
static long long tree_cpu_us(void) {
  refresh_tasks();
  long hz = sysconf(_SC_CLK_TCK);
  long long total = (long long)children_cpu_ms() * 1000;
  for (size_t i = 0; i < task_count; i++) {
    if (!tasks[i].in_tree) continue;
    clockid_t clock;
    struct timespec spent;
    if (clock_getcpuclockid(tasks[i].pid, &clock) == 0 && clock_gettime(clock, &spent) == 0)
      total += (long long)spent.tv_sec * 1000000 + spent.tv_nsec / 1000;
    else
      total += (tasks[i].ticks - tasks[i].child_ticks) * 1000000LL / hz;
    total += tasks[i].child_ticks * 1000000LL / hz;
  }
  return total;
}

/*
 * The open case of a lock-step run: its CPU budget from its start, and its idle budget: wall time
 * during which no task of the tree was running or runnable (sleeping, waiting). A program starved
 * of CPU by a busy machine stays runnable and is not charged; one that sleeps is.
 */
/* CPU time the tree had used when a started-ahead run began: not charged to the program. */
static long cpu_base_ms;

struct case_window { int open, idle_armed; long long cpu_start_us, cpu_budget_us; long idle_budget_ms, idle_ms, last_sample, run_idle_budget_ms; };
static struct case_window window;
/* Idling of every window that had a run-wide idle budget, added up. */
static long run_idle_ms;

/*
 * The tree's CPU time in ms from its tasks' clock ticks (cheap, ~10 ms steps) plus our reaped
 * children, and its resident pages in *rss_pages. Reads the tree afresh (refresh_tasks).
 */
static long tree_ticks_ms(long *rss_pages) {
  refresh_tasks();
  long ticks = 0, pages = 0, hz = sysconf(_SC_CLK_TCK);
  for (size_t i = 0; i < task_count; i++)
    if (tasks[i].in_tree) { ticks += tasks[i].ticks; pages += tasks[i].rss_pages; }
  if (rss_pages) *rss_pages = pages;
  return children_cpu_ms() + ticks * 1000 / hz;
}

/*
 * Whether output is waiting in our stdout (the program's too) for the runner to read it: a pipe's
 * unread bytes, or what a socket sent that its peer has not read (Node gives us a socket).
 */
static int output_unread(void) {
  struct stat info;
  int unread = 0;
  if (fstat(STDOUT_FILENO, &info) != 0) return 0;
  unsigned long request = S_ISSOCK(info.st_mode) ? SIOCOUTQ : FIONREAD;
  return ioctl(STDOUT_FILENO, request, &unread) == 0 && unread > 0;
}

static void sample(const struct options *o, struct outcome *out, pid_t main_pid) {
  long rss_pages, page_kb = sysconf(_SC_PAGESIZE) / 1024;
  long cpu_ms = tree_ticks_ms(&rss_pages) - cpu_base_ms;
  long rss_kb = rss_pages * page_kb;
  if (rss_kb > out->peak_rss_kb) out->peak_rss_kb = rss_kb;
  int over = 0;
  if (o->cpu_ms > 0 && cpu_ms > o->cpu_ms) { out->timed_out = 1; over = 1; }
  if (o->resident && o->memory_kb > 0 && rss_kb > o->memory_kb) { out->memory_exceeded = 1; over = 1; }
  if (window.open && !over) {
    int busy = 0;
    for (size_t i = 0; i < task_count && !busy; i++) {
      if (!tasks[i].in_tree) continue;
      if (tasks[i].state == 'R') { busy = 1; break; }
      /* Blocked writing its result to a runner slowed by a busy machine: not idling. */
      char path[64], wchan[64] = {0};
      snprintf(path, sizeof path, "/proc/%d/wchan", tasks[i].pid);
      int fd = open(path, O_RDONLY | O_CLOEXEC);
      if (fd < 0) continue;
      ssize_t n = read(fd, wchan, sizeof wchan - 1);
      close(fd);
      if (n > 0 && strncmp(wchan, "pipe_write", 10) == 0) busy = 1;
    }
    /* Its answer is in the stdout pipe (ours too), not yet read by a runner slowed by a busy
       machine: waiting for the runner is not idling. */
    if (!busy && output_unread()) busy = 1;
    long now = now_ms();
    if (!busy && window.idle_armed) {
      window.idle_ms += now - window.last_sample;
      if (window.run_idle_budget_ms > 0) run_idle_ms += now - window.last_sample;
    }
    window.last_sample = now;
    if (window.idle_ms > window.idle_budget_ms) { out->timed_out = 1; over = 1; }
    else if (window.run_idle_budget_ms > 0 && run_idle_ms > window.run_idle_budget_ms) { out->timed_out = 1; over = 1; }
    else if ((cpu_ms + cpu_base_ms) * 1000LL - window.cpu_start_us > window.cpu_budget_us &&
             tree_cpu_us() - window.cpu_start_us > window.cpu_budget_us) { out->timed_out = 1; over = 1; }
  }
  if (over) { kill(-main_pid, SIGKILL); kill_descendants(); }
}

/* Reads the runner's commands; answers each with the tree's CPU time and peak memory. */
static char control_line[128];
static size_t control_len;
static void serve_control(const struct options *o, struct outcome *out) {
  char chunk[128];
  ssize_t got = read(o->control_fd, chunk, sizeof chunk);
  if (got <= 0) return;
  for (ssize_t i = 0; i < got; i++) {
    if (chunk[i] != '\n') {
      if (control_len + 1 < sizeof control_line) control_line[control_len++] = chunk[i];
      continue;
    }
    control_line[control_len] = 0;
    control_len = 0;
    /* "W": the whole case is in the program's stdin; from now on idling counts. No answer. */
    if (control_line[0] == 'W') {
      window.idle_armed = 1;
      window.last_sample = now_ms();
      continue;
    }
    long long cpu_us = tree_cpu_us();
    long rss_kb = 0, page_kb = sysconf(_SC_PAGESIZE) / 1024;
    for (size_t t = 0; t < task_count; t++) if (tasks[t].in_tree) rss_kb += tasks[t].rss_pages * page_kb;
    if (rss_kb > out->peak_rss_kb) out->peak_rss_kb = rss_kb;
    long cpu_ms_budget = 0, wall_ms_budget = 0, run_idle_budget = 0;
    if (sscanf(control_line, "C %ld %ld %ld", &cpu_ms_budget, &wall_ms_budget, &run_idle_budget) >= 2) {
      window.open = 1;
      window.cpu_start_us = cpu_us;
      window.cpu_budget_us = (long long)cpu_ms_budget * 1000;
      window.idle_budget_ms = wall_ms_budget;
      window.run_idle_budget_ms = run_idle_budget;
      window.idle_ms = 0;
      window.idle_armed = 0;
      window.last_sample = now_ms();
    } else {
      window.open = 0;
    }
    char answer[64];
    int len = snprintf(answer, sizeof answer, "%lld %ld\n", cpu_us, out->peak_rss_kb);
    if (write(o->answer_fd, answer, (size_t)len) != len) { /* the runner went away */ }
  }
}

/* Reads fd to its end (blocking). NULL on a read error. */
static char *read_all(int fd, size_t *length) {
  size_t size = 4096, used = 0;
  char *data = malloc(size);
  if (!data) die("malloc");
  for (;;) {
    if (used == size && !(data = realloc(data, size *= 2))) die("realloc");
    ssize_t got = read(fd, data + used, size - used);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) { free(data); return NULL; }
    if (got == 0) break;
    used += (size_t)got;
  }
  *length = used;
  return data;
}

/* A go message (NUL-terminated fields: options, "--", argv) parsed as a command line. */
static void parse_message(char *data, size_t length, struct options *g) {
  size_t count = 0;
  for (size_t i = 0; i < length; i++) if (data[i] == 0) count++;
  char **fields = calloc(count + 2, sizeof *fields);
  if (!fields) die("calloc");
  fields[0] = "go";
  size_t at = 0;
  for (size_t i = 0; i < count; i++) {
    fields[i + 1] = data + at;
    at += strlen(data + at) + 1;
  }
  parse((int)count + 1, fields, g);
}

static void tell_status(const struct options *o, const char *word) {
  if (o->status_fd >= 0 && write(o->status_fd, word, strlen(word)) < 0) { /* the runner went away */ }
}

/* ---- the memory-file filter ---- */

#ifndef __NR_memfd_secret
#define __NR_memfd_secret 447
#endif
#if defined(__x86_64__)
#define FILTER_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define FILTER_ARCH AUDIT_ARCH_AARCH64
#endif
#ifndef SECCOMP_RET_USER_NOTIF
#define SECCOMP_RET_USER_NOTIF 0x7fc00000U
#endif

/*
 * Installs the filter on the calling process (inherited across fork and exec) and returns its
 * notification descriptor (close-on-exec), or -1 on a kernel without user notification, where
 * memfd_create is refused instead. Another architecture's system calls (i386's int 0x80, x32)
 * would bypass the numbers below: they are refused.
 */
static int install_memory_filter(void) {
#ifdef FILTER_ARCH
  for (int notify = 1; notify >= 0; notify--) {
    unsigned memfd_action = notify ? SECCOMP_RET_USER_NOTIF : SECCOMP_RET_ERRNO | EPERM;
    struct sock_filter code[] = {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, FILTER_ARCH, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
#if defined(__x86_64__)
        BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000U, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
#endif
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_memfd_create, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, memfd_action),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_memfd_secret, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_shmget, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    };
    struct sock_fprog program = {(unsigned short)(sizeof code / sizeof *code), code};
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) die("no_new_privs");
    long fd = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER,
                      notify ? SECCOMP_FILTER_FLAG_NEW_LISTENER : 0, &program);
    if (fd >= 0) return notify ? (int)fd : -1;
    if (!notify) die("seccomp");
  }
#endif
  return -1;
}

/* Sends descriptor fd over the socket (SCM_RIGHTS); -1 sends none. */
static void send_fd(int socket, int fd) {
  char byte = 'F';
  struct iovec io = {&byte, 1};
  union { struct cmsghdr align; char buf[CMSG_SPACE(sizeof(int))]; } control;
  struct msghdr msg = {0};
  msg.msg_iov = &io;
  msg.msg_iovlen = 1;
  if (fd >= 0) {
    msg.msg_control = control.buf;
    msg.msg_controllen = sizeof control.buf;
    struct cmsghdr *header = CMSG_FIRSTHDR(&msg);
    header->cmsg_level = SOL_SOCKET;
    header->cmsg_type = SCM_RIGHTS;
    header->cmsg_len = CMSG_LEN(sizeof(int));
    memcpy(CMSG_DATA(header), &fd, sizeof fd);
  }
  if (sendmsg(socket, &msg, 0) != 1) die("send filter fd");
}

/* The descriptor sent by send_fd; -1 when none came (or the child died first). */
static int receive_fd(int socket) {
  char byte;
  struct iovec io = {&byte, 1};
  union { struct cmsghdr align; char buf[CMSG_SPACE(sizeof(int))]; } control;
  struct msghdr msg = {0};
  msg.msg_iov = &io;
  msg.msg_iovlen = 1;
  msg.msg_control = control.buf;
  msg.msg_controllen = sizeof control.buf;
  ssize_t got;
  while ((got = recvmsg(socket, &msg, MSG_CMSG_CLOEXEC)) < 0 && errno == EINTR) {}
  struct cmsghdr *header = got == 1 ? CMSG_FIRSTHDR(&msg) : NULL;
  if (!header || header->cmsg_type != SCM_RIGHTS) return -1;
  int fd;
  memcpy(&fd, CMSG_DATA(header), sizeof fd);
  return fd;
}

/*
 * Answers one filtered call: lets it through while the run has memory files left, otherwise
 * refuses it and returns 1 (the caller ends the run). 0 otherwise; -1 when the listener is gone.
 */
static int memory_files_used;
static int serve_memory_filter(int listener) {
  struct seccomp_notif request;
  struct seccomp_notif_resp response;
  memset(&request, 0, sizeof request);
  if (ioctl(listener, SECCOMP_IOCTL_NOTIF_RECV, &request) != 0) return errno == ENOENT || errno == EINTR ? 0 : -1;
  memset(&response, 0, sizeof response);
  response.id = request.id;
  int over = ++memory_files_used > MEMORY_FILES_ALLOWED;
  if (over) response.error = -EPERM;
  else response.flags = SECCOMP_USER_NOTIF_FLAG_CONTINUE;
  /* ENOENT: the caller was killed meanwhile. */
  ioctl(listener, SECCOMP_IOCTL_NOTIF_SEND, &response);
  return over;
}

static int run_outer(struct options *o) {
  if (o->report_fd < 0) { fprintf(stderr, "zencode-supervisor: --report-fd is required\n"); return 125; }
  if (fcntl(o->report_fd, F_SETFD, FD_CLOEXEC) != 0) die("report fd");
  if (o->control_fd >= 0 && (fcntl(o->control_fd, F_SETFD, FD_CLOEXEC) != 0 ||
                             fcntl(o->control_fd, F_SETFL, O_NONBLOCK) != 0))
    die("control fd");
  if (o->answer_fd >= 0 && fcntl(o->answer_fd, F_SETFD, FD_CLOEXEC) != 0) die("answer fd");
  int ahead = o->go_fd >= 0;
  if (ahead && (fcntl(o->go_fd, F_SETFD, FD_CLOEXEC) != 0 || fcntl(o->go_fd, F_SETFL, O_NONBLOCK) != 0))
    die("go fd");
  if (o->status_fd >= 0 && fcntl(o->status_fd, F_SETFD, FD_CLOEXEC) != 0) die("status fd");
  if (prctl(PR_SET_CHILD_SUBREAPER, 1) != 0) die("subreaper");
  /* If the caller dies, clean up as if asked to stop. */
  prctl(PR_SET_PDEATHSIG, SIGTERM);
  sigset_t mask, old;
  sigemptyset(&mask);
  int handled[] = {SIGCHLD, SIGTERM, SIGINT, SIGHUP, SIGUSR1};
  for (size_t i = 0; i < sizeof handled / sizeof *handled; i++) sigaddset(&mask, handled[i]);
  sigprocmask(SIG_BLOCK, &mask, &old);
  int sfd = signalfd(-1, &mask, SFD_CLOEXEC | SFD_NONBLOCK);
  if (sfd < 0) die("signalfd");
  signal(SIGPIPE, SIG_IGN);
  int ready[2], go[2] = {-1, -1}, filter_link[2];
  if (pipe2(ready, O_CLOEXEC) != 0) die("pipe");
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, filter_link) != 0) die("socketpair");
  if (ahead && pipe2(go, O_CLOEXEC) != 0) die("pipe");
  long started = now_ms();
  pid_t child = fork();
  if (child < 0) die("fork");
  if (child == 0) {
    sigprocmask(SIG_SETMASK, &old, NULL);
    signal(SIGPIPE, SIG_DFL);
    setsid();
    /* Files a compile step writes must stay readable by the run that follows. */
    umask(022);
    if (o->gid >= 0 && (setgroups(0, NULL) != 0 || setgid((gid_t)o->gid) != 0)) die("setgid");
    if (o->uid >= 0 && setuid((uid_t)o->uid) != 0) die("setuid");
    /* Set after the uid change, which clears it. */
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (o->limits_in_child) apply_limits(0, o, 0);
    /* Moved out of the way first: either pipe may sit at the other's target number. */
    int ready_end = fcntl(ready[1], F_DUPFD_CLOEXEC, 32);
    int go_end = ahead ? fcntl(go[0], F_DUPFD_CLOEXEC, 32) : -1;
    if (ready_end < 0 || (ahead && go_end < 0)) die("dup");
    if (ahead && dup2(go_end, INNER_GO_FD) < 0) die("dup2");
    if (o->expect_inner_ready) {
      if (dup2(ready_end, INNER_READY_FD) < 0) die("dup2");
    } else if (write(ready_end, "R", 1) != 1) die("ready");
    /* Last: from here on every memfd_create waits for our parent's answer. */
    int listener = install_memory_filter();
    send_fd(filter_link[1], listener);
    if (listener >= 0) close(listener);
    exec_program(o->argv);
  }
  close(ready[1]);
  close(filter_link[1]);
  int listener = receive_fd(filter_link[0]);
  close(filter_link[0]);
  if (ahead) close(go[0]);
  fcntl(ready[0], F_SETFL, O_NONBLOCK);
  /* What the inner supervisor wrote: 'W' (waiting, when started ahead), 'R', then a status. */
  char ready_text[64] = {0};
  size_t ready_len = 0;
  int ready_open = 1, waiting = ahead, told_go = 0;
  struct outcome out = {0};
  long deadline = !ahead && o->wall_ms > 0 ? started + o->wall_ms : -1;
  int interval = o->resident ? 10 : 25;
  char *message = NULL;
  size_t message_len = 0, message_size = 0;
  while (!out.main_done) {
    long wait = waiting ? 1000 : interval;
    if (deadline >= 0) {
      long left = deadline - now_ms();
      if (left <= 0) {
        out.timed_out = 1;
        kill(-child, SIGKILL);
        kill_descendants();
        left = interval;
      }
      if (left < wait) wait = left;
    }
    /* Started ahead: the go descriptor while waiting, and the inner supervisor's words. */
    struct pollfd p[5] = {{sfd, POLLIN, 0}, {o->control_fd, POLLIN, 0},
                          {waiting ? o->go_fd : -1, POLLIN, 0},
                          {ahead && ready_open ? ready[0] : -1, POLLIN, 0}, {listener, POLLIN, 0}};
    poll(p, 5, (int)wait);
    if (p[4].revents & POLLIN) {
      int verdict = serve_memory_filter(listener);
      if (verdict == 1 && !out.memory_exceeded) {
        out.memory_exceeded = 1;
        kill(-child, SIGKILL);
        kill_descendants();
      }
      if (verdict < 0) { close(listener); listener = -1; }
    } else if (p[4].revents) {
      /* Every filtered process is gone. */
      close(listener);
      listener = -1;
    }
    if (!waiting && o->control_fd >= 0 && (p[1].revents & POLLIN)) serve_control(o, &out);
    if (p[3].revents) {
      char chunk[32];
      ssize_t got = read(ready[0], chunk, sizeof chunk);
      if (got <= 0 && !(got < 0 && errno == EAGAIN)) ready_open = 0;
      for (ssize_t i = 0; i < got; i++) {
        if (ready_len + 1 < sizeof ready_text) ready_text[ready_len++] = chunk[i];
        if (chunk[i] == 'W') tell_status(o, "W\n");
        if (chunk[i] == 'R' && !told_go) { tell_status(o, "G\n"); told_go = 1; }
      }
    }
    if (waiting && p[2].revents) {
      char chunk[4096];
      ssize_t got;
      while ((got = read(o->go_fd, chunk, sizeof chunk)) > 0) {
        if (message_len + (size_t)got > message_size) {
          message_size = (message_len + (size_t)got) * 2;
          if (!(message = realloc(message, message_size))) die("realloc");
        }
        memcpy(message + message_len, chunk, (size_t)got);
        message_len += (size_t)got;
      }
      if (got == 0 || (got < 0 && errno != EAGAIN)) {
        waiting = 0;
        close(o->go_fd);
        if (message_len == 0) {
          /* Closed without a run: the sandbox is no longer wanted. */
          out.killed_on_request = 1;
          kill(-child, SIGKILL);
          kill_descendants();
        } else {
          struct options g;
          parse_message(message, message_len, &g);
          o->cpu_ms = g.cpu_ms;
          o->wall_ms = g.wall_ms;
          o->memory_kb = g.memory_kb;
          o->resident = g.resident;
          interval = o->resident ? 10 : 25;
          /* What the tree spent before the run began is not charged to it. */
          cpu_base_ms = tree_ticks_ms(NULL);
          started = now_ms();
          deadline = o->wall_ms > 0 ? started + o->wall_ms : -1;
          if (write(go[1], message, message_len) != (ssize_t)message_len) { /* the inner one is gone */ }
        }
        close(go[1]);
      }
    }
    struct signalfd_siginfo info;
    while (read(sfd, &info, sizeof info) == sizeof info) {
      if (info.ssi_signo != SIGCHLD) {
        out.killed_on_request = 1;
        kill(-child, SIGKILL);
        kill_descendants();
      }
    }
    reap(child, &out, started);
    if (!out.main_done && !waiting) sample(o, &out, child);
  }
  /* Whatever the program left behind (background or daemonised processes) dies with it. */
  kill(-child, SIGKILL);
  long cleanup_deadline = now_ms() + 5000;
  for (;;) {
    int remaining = kill_descendants();
    reap(child, &out, started);
    if (remaining == 0 && waitpid(-1, NULL, WNOHANG) < 0 && errno == ECHILD) break;
    if (now_ms() > cleanup_deadline) break;
    usleep(1000);
  }
  /* Every writer is gone by now: the pipe holds 'R' and, from an inner supervisor, a status. */
  ssize_t got;
  while (ready_len + 1 < sizeof ready_text &&
         (got = read(ready[0], ready_text + ready_len, sizeof ready_text - 1 - ready_len)) > 0)
    ready_len += (size_t)got;
  const char *said = ready_text[0] == 'W' ? ready_text + 1 : ready_text;
  int ready_ok = said[0] == 'R' && !waiting;
  /* A program quick enough to end before its 'R' was read in the loop still started: a runner
     told otherwise would run it again, cold, among the files it wrote. */
  if (ahead && ready_ok && !told_go) tell_status(o, "G\n");
  int exited = WIFEXITED(out.status), signaled = WIFSIGNALED(out.status);
  int exit_code = exited ? WEXITSTATUS(out.status) : -1, signal_number = signaled ? WTERMSIG(out.status) : 0;
  if (o->expect_inner_ready && !out.timed_out && !out.memory_exceeded && !out.killed_on_request) {
    int value;
    if (sscanf(said, "RX%d", &value) == 1) { exit_code = value; signal_number = 0; }
    else if (sscanf(said, "RS%d", &value) == 1) { exit_code = -1; signal_number = value; }
    /* The inner supervisor itself was killed (by the program): bwrap says 128 + signal. */
    else if (exited && exit_code > 128 && exit_code < 128 + NSIG) { signal_number = exit_code - 128; exit_code = -1; }
  }
  struct rusage ru;
  getrusage(RUSAGE_CHILDREN, &ru);
  long cpu_ms = children_cpu_ms() - cpu_base_ms;
  char record[512];
  int len = snprintf(record, sizeof record,
      "{\"ready\":%s,\"exitCode\":%d,\"signal\":%d,\"cpuMs\":%ld,\"wallMs\":%ld,\"maxRssKb\":%ld,"
      "\"peakSampledRssKb\":%ld,\"timedOut\":%s,\"memoryExceeded\":%s,\"killedOnRequest\":%s}\n",
      ready_ok ? "true" : "false", exit_code, signal_number, cpu_ms < 0 ? 0 : cpu_ms, out.wall_ms, ru.ru_maxrss,
      out.peak_rss_kb, out.timed_out ? "true" : "false", out.memory_exceeded ? "true" : "false",
      out.killed_on_request ? "true" : "false");
  if (write(o->report_fd, record, (size_t)len) != len) return 125;
  return 0;
}

/*
 * Inner mode. bwrap reports a program killed by signal N as exit status 128+N, which a program
 * could also choose; so the inner supervisor stays as the program's parent and reports the exact
 * status on the ready fd. It is made non-dumpable so that the program (same uid) cannot reach
 * that fd through /proc or ptrace, and it ignores every catchable signal the program may send.
 *
 * Started ahead (--go-fd): it first starts the preloaded interpreter, if any, says 'W', and waits
 * for the run's limits and argv on the go fd; the interpreter gets the limits before its argv.
 */
static int run_inner(struct options *o) {
  pid_t child = -1;
  int preload_args = -1;
  struct options g;
  const struct options *limits = o;
  if (o->go_fd >= 0) {
    if (o->ready_fd < 0) { fprintf(stderr, "zencode-supervisor: --go-fd needs --ready-fd\n"); return 125; }
    if (fcntl(o->ready_fd, F_SETFD, FD_CLOEXEC) != 0 || fcntl(o->go_fd, F_SETFD, FD_CLOEXEC) != 0)
      die("inner fds");
    if (o->argv) {
      int args[2], exec_seen[2];
      /* A socket pair: the interpreter reads its arguments and answers that it has them. */
      if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, args) != 0 ||
          pipe2(exec_seen, O_CLOEXEC) != 0)
        die("pipe");
      child = fork();
      if (child < 0) die("fork");
      if (child == 0) {
        /* The stack rlimit at exec sizes the gap below the stack: the largest a run may get. */
        if (o->stack_kb > 0) apply_limits(0, &(struct options){.stack_kb = o->stack_kb}, 0);
        /* dup2 onto itself would keep close-on-exec. */
        if (args[0] == PRELOAD_ARGS_FD ? fcntl(args[0], F_SETFD, 0) < 0 : dup2(args[0], PRELOAD_ARGS_FD) < 0)
          _exit(127);
        exec_program(o->argv);
      }
      close(args[0]);
      preload_args = args[1];
      /* Until it has exec'd (its end closes then), its own stack limit is not set: the run's
         limits must come after it. */
      close(exec_seen[1]);
      char byte;
      while (read(exec_seen[0], &byte, 1) < 0 && errno == EINTR) {}
      close(exec_seen[0]);
    }
    if (write(o->ready_fd, "W", 1) != 1) die("ready");
    size_t length = 0;
    char *message = read_all(o->go_fd, &length);
    close(o->go_fd);
    /* No run (or the interpreter is gone): end without saying ready. */
    if (!message || length == 0) return 0;
    int status;
    if (child > 0 && waitpid(child, &status, WNOHANG) != 0) return 0;
    parse_message(message, length, &g);
    limits = &g;
  }
  apply_limits(0, limits, o->ready_fd < 0 || child > 0 ? 0 : 1);
  if (child > 0) apply_limits(child, limits, 0);
  if (o->ready_fd < 0) exec_program(limits->argv);
  if (fcntl(o->ready_fd, F_SETFD, FD_CLOEXEC) != 0) die("ready fd");
  prctl(PR_SET_DUMPABLE, 0);
  if (preload_args >= 0) {
    for (int sig = 1; sig < NSIG; sig++)
      if (sig != SIGKILL && sig != SIGSTOP && sig != SIGCHLD) signal(sig, SIG_IGN);
    /* The preloaded interpreter's real arguments, now that its limits are in place. Ready only
       once it answers that it has them: one that died waiting never ran anything (no 'R'). */
    for (char **arg = limits->argv; *arg; arg++)
      if (write(preload_args, *arg, strlen(*arg) + 1) < 0) return 0;
    shutdown(preload_args, SHUT_WR);
    char answer = 0;
    ssize_t got;
    while ((got = read(preload_args, &answer, 1)) < 0 && errno == EINTR) {}
    close(preload_args);
    if (got != 1 || answer != 'S') return 0;
  }
  if (write(o->ready_fd, "R", 1) != 1) die("ready");
  if (child < 0) {
    child = fork();
    if (child < 0) die("fork");
    if (child == 0) {
      for (int i = 0; i < limits->env_count; i++) putenv(limits->env[i]);
      exec_program(limits->argv);
    }
  }
  for (int sig = 1; sig < NSIG; sig++)
    if (sig != SIGKILL && sig != SIGSTOP && sig != SIGCHLD) signal(sig, SIG_IGN);
  int status;
  while (waitpid(child, &status, 0) < 0)
    if (errno != EINTR) die("waitpid");
  char record[32];
  int len = WIFSIGNALED(status) ? snprintf(record, sizeof record, "S%d\n", WTERMSIG(status))
                                : snprintf(record, sizeof record, "X%d\n", WEXITSTATUS(status));
  if (write(o->ready_fd, record, (size_t)len) != len) return 125;
  return 0;
}

int main(int argc, char **argv) {
  struct options o;
  parse(argc, argv, &o);
  return o.exec_mode ? run_inner(&o) : run_outer(&o);
}
