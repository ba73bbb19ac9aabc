/*
 * Load generator for benchmarks/rpc.sh. Spawns a server command on pipes, initializes it, then
 *   1. pipelines REQUESTS `host/echo` requests from a writer thread while the main thread reads
 *      the responses (throughput, requests per second from first write to last response);
 *   2. sends PINGPONGS requests one at a time, each after the previous response (latency p50/p99).
 * Prints one line: "<req/s> <p50 µs> <p99 µs>". Responses are counted by framing, not parsed.
 *
 * Environment (for benchmarks/host.sh; unset, the workload is host/echo as before):
 *   LOADGEN_SETUP   a request body (id -2) sent and answered before the measurement;
 *   LOADGEN_METHOD  the method of the measured requests;
 *   LOADGEN_PARAMS  their params, as JSON text;
 *   LOADGEN_RSS     when set, two more fields: the server's VmRSS (KiB) after 10% of the
 *                   pipelined responses and after all of them (memory growth over the run);
 *   LOADGEN_SETUP2  a second setup request (id -3), e.g. store/subscribe (benchmarks/subs.sh);
 *   LOADGEN_SETUP_FILE  a file whose contents replace LOADGEN_SETUP (a request too large for the
 *                   environment, e.g. store/create with a 100,000-item initialState: scale.sh).
 *   LOADGEN_CPU     when set, one more field (last): the server's CPU time per ping-pong request
 *                   in µs, all threads, from each thread's /proc/PID/task/TID/schedstat (ns).
 *   LOADGEN_WINDOW  after the ping-pongs, PINGPONGS more requests kept WINDOW in flight (a new one
 *                   sent as each response arrives; one store answers in order, so responses match
 *                   the oldest request): two more fields, that phase's p50 and p99 in µs.
 * The input buffer grows to hold any frame (a subscription's reply carries the whole state).
 * Notifications (store/didChange) are skipped, not counted as responses; with LOADGEN_SETUP2
 * set, their count during the pipelined phase is printed as one more field.
 *
 * Usage: loadgen content-length|newline REQUESTS PINGPONGS COMMAND [ARGS...]
 * Build: cc -O2 -pthread -o loadgen loadgen.c
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static int content_length;
static int to_server, from_server;
static char *in; static size_t in_start, in_end, in_cap = 1 << 20;

static double now(void) {
    struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void write_all(const char *bytes, size_t count) {
    while (count > 0) {
        ssize_t n = write(to_server, bytes, count);
        if (n < 0) { if (errno == EINTR) continue; perror("write"); exit(2); }
        bytes += n; count -= (size_t)n;
    }
}

static size_t frame(char *into, const char *body) {
    size_t length = strlen(body);
    if (content_length) return (size_t)sprintf(into, "Content-Length: %zu\r\n\r\n%s", length, body);
    return (size_t)sprintf(into, "%s\n", body);
}

static const char *method_override, *params_override;

static size_t request(char *into, long id) {
    char body[256];
    if (method_override && params_override) {
        snprintf(body, sizeof body, "{\"jsonrpc\":\"2.0\",\"id\":%ld,\"method\":\"%s\",\"params\":%s}",
                 id, method_override, params_override);
    } else {
        snprintf(body, sizeof body,
                 "{\"jsonrpc\":\"2.0\",\"id\":%ld,\"method\":\"host/echo\",\"params\":{\"text\":\"hello, world\",\"n\":%ld,\"ok\":true}}",
                 id, id);
    }
    return frame(into, body);
}

static pid_t server_pid;

/* The server's resident memory in KiB, from /proc. */
static long server_rss(void) {
    char path[64], line[256]; long kib = -1;
    snprintf(path, sizeof path, "/proc/%d/status", (int)server_pid);
    FILE *file = fopen(path, "r");
    if (!file) return -1;
    while (fgets(line, sizeof line, file)) if (strncmp(line, "VmRSS:", 6) == 0) kib = atol(line + 6);
    fclose(file);
    return kib;
}

/* The server's CPU time in ns, summed over its threads (time spent running, from schedstat). */
static double server_cpu_ns(void) {
    char path[64]; double total = 0;
    snprintf(path, sizeof path, "/proc/%d/task", (int)server_pid);
    DIR *tasks = opendir(path);
    if (!tasks) return -1;
    for (struct dirent *task; (task = readdir(tasks));) {
        if (task->d_name[0] == '.') continue;
        char stat_path[600]; unsigned long long ran = 0;
        snprintf(stat_path, sizeof stat_path, "%s/%s/schedstat", path, task->d_name);
        FILE *file = fopen(stat_path, "r");
        if (!file) continue;
        if (fscanf(file, "%llu", &ran) == 1) total += (double)ran;
        fclose(file);
    }
    closedir(tasks);
    return total;
}

static long notifications;

/* A notification's body starts {"jsonrpc":"2.0","method": (our servers write members in order). */
static int is_notification(const char *body, size_t length) {
    static const char prefix[] = "{\"jsonrpc\":\"2.0\",\"method\":";
    return length >= sizeof prefix - 1 && memcmp(body, prefix, sizeof prefix - 1) == 0;
}

/* Removes one complete response from the input buffer, skipping notifications; returns 0 when
   none is complete. */
static int take_response(void) {
    for (;;) {
        char *base = in + in_start; size_t available = in_end - in_start;
        const char *body; size_t length;
        if (content_length) {
            char *blank = memmem(base, available, "\r\n\r\n", 4);
            if (!blank) return 0;
            length = strtoul(base + 15, NULL, 10);
            size_t total = (size_t)(blank - base) + 4 + length;
            if (available < total) return 0;
            body = blank + 4;
            in_start += total;
        } else {
            char *newline = memchr(base, '\n', available);
            if (!newline) return 0;
            body = base; length = (size_t)(newline - base);
            in_start += (size_t)(newline - base) + 1;
        }
        if (!is_notification(body, length)) return 1;
        notifications++;
    }
}

static void read_more(void) {
    if (in_start == in_end) in_start = in_end = 0;
    if (in_cap - in_end < 65536) {
        memmove(in, in + in_start, in_end - in_start); in_end -= in_start; in_start = 0;
    }
    if (in_cap - in_end < 65536) {
        in_cap *= 2;
        in = realloc(in, in_cap);
        if (!in) { perror("realloc"); exit(2); }
    }
    ssize_t n = read(from_server, in + in_end, in_cap - in_end);
    if (n < 0 && errno == EINTR) return;
    if (n <= 0) { fprintf(stderr, "loadgen: server closed its output\n"); exit(2); }
    in_end += (size_t)n;
}

static void await_responses(long count) {
    while (count > 0) { while (count > 0 && take_response()) count--; if (count > 0) read_more(); }
}

static long pipelined;
static void *writer(void *unused) {
    (void)unused;
    char *batch = malloc(1 << 20); size_t used = 0;
    for (long id = 1; id <= pipelined; id++) {
        used += request(batch + used, id);
        if (used > (1 << 20) - 512) { write_all(batch, used); used = 0; }
    }
    write_all(batch, used);
    free(batch);
    return NULL;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    if (argc < 5) { fprintf(stderr, "usage: loadgen content-length|newline REQUESTS PINGPONGS COMMAND [ARGS...]\n"); return 2; }
    signal(SIGPIPE, SIG_IGN);
    content_length = strcmp(argv[1], "content-length") == 0;
    pipelined = atol(argv[2]);
    long pingpongs = atol(argv[3]);
    int down[2], up[2];
    if (pipe(down) || pipe(up)) { perror("pipe"); return 2; }
    pid_t child = fork();
    if (child == 0) {
        dup2(down[0], 0); dup2(up[1], 1);
        close(down[0]); close(down[1]); close(up[0]); close(up[1]);
        execvp(argv[4], argv + 4);
        perror("exec"); _exit(127);
    }
    close(down[0]); close(up[1]);
    server_pid = child;
    method_override = getenv("LOADGEN_METHOD");
    params_override = getenv("LOADGEN_PARAMS");
    const char *setup = getenv("LOADGEN_SETUP");
    const char *setup_file = getenv("LOADGEN_SETUP_FILE");
    if (setup_file) {
        FILE *file = fopen(setup_file, "rb");
        if (!file) { perror(setup_file); return 2; }
        fseek(file, 0, SEEK_END); long size = ftell(file); fseek(file, 0, SEEK_SET);
        char *text = malloc((size_t)size + 1);
        if (fread(text, 1, (size_t)size, file) != (size_t)size) { perror(setup_file); return 2; }
        while (size > 0 && (text[size - 1] == '\n' || text[size - 1] == '\r')) size--;
        text[size] = 0;
        fclose(file);
        setup = text;
    }
    int report_rss = getenv("LOADGEN_RSS") != NULL;
    long rss_early = 0, rss_late = 0;
    to_server = down[1]; from_server = up[0];
    in = malloc(in_cap);
    char buffer[512];

    write_all(buffer, frame(buffer, "{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{}}"));
    await_responses(1);
    write_all(buffer, frame(buffer, "{\"jsonrpc\":\"2.0\",\"method\":\"initialized\",\"params\":{}}"));
    if (setup) {
        char *framed = malloc(strlen(setup) + 64);
        write_all(framed, frame(framed, setup));
        free(framed);
        await_responses(1);
    }
    const char *setup2 = getenv("LOADGEN_SETUP2");
    if (setup2) {
        char *framed = malloc(strlen(setup2) + 64);
        write_all(framed, frame(framed, setup2));
        free(framed);
        await_responses(1);
    }
    notifications = 0;

    double start = now();
    pthread_t thread; pthread_create(&thread, NULL, writer, NULL);
    if (report_rss) {
        await_responses(pipelined / 10);
        rss_early = server_rss();
        await_responses(pipelined - pipelined / 10);
        rss_late = server_rss();
    } else {
        await_responses(pipelined);
    }
    double elapsed = now() - start;
    long pipelined_notifications = notifications;
    pthread_join(thread, NULL);

    int report_cpu = getenv("LOADGEN_CPU") != NULL;
    double cpu_before = report_cpu ? server_cpu_ns() : 0;
    double *latencies = malloc(sizeof(double) * (size_t)(pingpongs > 0 ? pingpongs : 1));
    for (long i = 0; i < pingpongs; i++) {
        size_t length = request(buffer, pipelined + 1 + i);
        double sent = now();
        write_all(buffer, length);
        await_responses(1);
        latencies[i] = (now() - sent) * 1e6;
    }
    double cpu_per_request = report_cpu && pingpongs > 0
        ? (server_cpu_ns() - cpu_before) / 1e3 / (double)pingpongs : 0;
    qsort(latencies, (size_t)pingpongs, sizeof(double), compare);

    const char *window_text = getenv("LOADGEN_WINDOW");
    long window = window_text ? atol(window_text) : 0;
    double *windowed = malloc(sizeof(double) * (size_t)(pingpongs > 0 ? pingpongs : 1));
    if (window > 0 && pingpongs > 0) {
        double *sent_at = malloc(sizeof(double) * (size_t)pingpongs);
        long next_id = pipelined + pingpongs + 1, sent = 0, received = 0;
        while (received < pingpongs) {
            while (sent < pingpongs && sent - received < window) {
                size_t length = request(buffer, next_id++);
                sent_at[sent++] = now();
                write_all(buffer, length);
            }
            await_responses(1);
            windowed[received] = (now() - sent_at[received]) * 1e6;
            received++;
        }
        qsort(windowed, (size_t)pingpongs, sizeof(double), compare);
        free(sent_at);
    }

    write_all(buffer, frame(buffer, "{\"jsonrpc\":\"2.0\",\"id\":-1,\"method\":\"shutdown\"}"));
    await_responses(1);
    write_all(buffer, frame(buffer, "{\"jsonrpc\":\"2.0\",\"method\":\"exit\"}"));
    close(to_server);
    int status = 0; waitpid(child, &status, 0);
    printf("%.0f %.1f %.1f", (double)pipelined / elapsed,
           pingpongs ? latencies[pingpongs / 2] : 0.0, pingpongs ? latencies[(long)(pingpongs * 0.99)] : 0.0);
    if (report_rss) printf(" %ld %ld", rss_early, rss_late);
    if (setup2) printf(" %ld", pipelined_notifications);
    if (window > 0 && pingpongs > 0) printf(" %.1f %.1f", windowed[pingpongs / 2], windowed[(long)(pingpongs * 0.99)]);
    if (report_cpu) printf(" %.1f", cpu_per_request);
    printf("\n");
    return 0;
}
