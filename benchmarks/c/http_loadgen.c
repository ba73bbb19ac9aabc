/*
 * Load generator for benchmarks/http.sh: `POST /rpc` over HTTP/1.1 keep-alive connections to a
 * server already listening (the host's `serve --http` or http_floor.c).
 *   1. posts `initialize` without a Uistate-Connection header and takes the id the answer's
 *      header carries; posts SETUP (if given) on it;
 *   2. CLIENTS threads, each on a keep-alive connection of its own, post REQUESTS / CLIENTS
 *      requests one after the other (each after the previous answer), BODY each time;
 *   3. prints "<req/s> <p50 µs> <p99 µs>" over all requests, from the first post to the last
 *      answer. An answer other than 200 stops the run with its status line on stderr.
 * Answers are read by Content-Length, not parsed.
 *
 * Usage: http_loadgen PORT TOKEN CLIENTS REQUESTS BODY [SETUP]
 * Build: cc -O2 -pthread -o http_loadgen http_loadgen.c
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

static int port;
static const char *token;
static char connection_id[128];
static const char *body;
static long per_client;
static double *latencies;

static double now_us(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static int connect_to_server(void) {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in address = { .sin_family = AF_INET, .sin_port = htons((unsigned short)port),
                                   .sin_addr.s_addr = htonl(INADDR_LOOPBACK) };
    if (fd < 0 || connect(fd, (struct sockaddr *)&address, sizeof address) != 0) { perror("connect"); exit(1); }
    int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    return fd;
}

static void send_all(int fd, const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t n = write(fd, bytes, length);
        if (n < 0) { if (errno == EINTR) continue; perror("write"); exit(1); }
        bytes += n; length -= (size_t)n;
    }
}

/* Reads one response into buffer (grown as needed); returns its total length; copies the
 * Uistate-Connection header's value into `id` when given. */
struct reader { char *bytes; size_t length, capacity; };

static void read_response(int fd, struct reader *r, char *id, size_t id_size) {
    size_t head_end = 0, body_length = 0;
    for (;;) {
        if (head_end == 0) {
            char *end = memmem(r->bytes, r->length, "\r\n\r\n", 4);
            if (end) {
                head_end = (size_t)(end - r->bytes) + 4;
                if (strncmp(r->bytes + 9, "200", 3) != 0) {
                    fprintf(stderr, "http_loadgen: %.*s\n", (int)(strchr(r->bytes, '\r') - r->bytes), r->bytes);
                    exit(1);
                }
                for (char *line = r->bytes; line < r->bytes + head_end; line = strstr(line, "\r\n") + 2) {
                    if (strncasecmp(line, "Content-Length:", 15) == 0) body_length = strtoul(line + 15, NULL, 10);
                    if (id && strncasecmp(line, "Uistate-Connection:", 19) == 0) {
                        const char *value = line + 19;
                        while (*value == ' ') value++;
                        size_t n = strcspn(value, "\r");
                        if (n >= id_size) n = id_size - 1;
                        memcpy(id, value, n);
                        id[n] = 0;
                    }
                }
            }
        }
        if (head_end && r->length >= head_end + body_length) {
            size_t used = head_end + body_length;
            memmove(r->bytes, r->bytes + used, r->length - used);
            r->length -= used;
            return;
        }
        if (r->capacity - r->length < 65536) {
            r->capacity = r->capacity ? r->capacity * 2 : 1 << 17;
            r->bytes = realloc(r->bytes, r->capacity);
        }
        ssize_t n = read(fd, r->bytes + r->length, r->capacity - r->length - 1);
        if (n <= 0) { fprintf(stderr, "http_loadgen: connection closed\n"); exit(1); }
        r->length += (size_t)n;
        r->bytes[r->length] = 0;
    }
}

static size_t format_post(char *out, size_t size, const char *payload, const char *id) {
    int n = snprintf(out, size,
                     "POST /rpc HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nAuthorization: Bearer %s\r\n"
                     "Content-Type: application/json\r\nContent-Length: %zu\r\n%s%s%s\r\n%s",
                     port, token, strlen(payload), id ? "Uistate-Connection: " : "", id ? id : "", id ? "\r\n" : "",
                     payload);
    return (size_t)n;
}

static void *client(void *argument) {
    long index = (long)argument;
    int fd = connect_to_server();
    size_t size = strlen(body) + 1024;
    char *request = malloc(size);
    size_t length = format_post(request, size, body, connection_id);
    struct reader r = {0};
    for (long i = 0; i < per_client; i++) {
        double start = now_us();
        send_all(fd, request, length);
        read_response(fd, &r, NULL, 0);
        latencies[index * per_client + i] = now_us() - start;
    }
    close(fd);
    free(request);
    free(r.bytes);
    return NULL;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc < 6) { fprintf(stderr, "usage: http_loadgen PORT TOKEN CLIENTS REQUESTS BODY [SETUP]\n"); return 2; }
    port = atoi(argv[1]);
    token = argv[2];
    long clients = atol(argv[3]);
    long requests = atol(argv[4]);
    body = argv[5];
    per_client = requests / clients;

    int fd = connect_to_server();
    struct reader r = {0};
    char request[65536];
    size_t length = format_post(request, sizeof request,
                                "{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{}}", NULL);
    send_all(fd, request, length);
    read_response(fd, &r, connection_id, sizeof connection_id);
    if (argc > 6) {
        length = format_post(request, sizeof request, argv[6], connection_id);
        send_all(fd, request, length);
        read_response(fd, &r, NULL, 0);
    }
    close(fd);

    latencies = calloc((size_t)(clients * per_client), sizeof *latencies);
    pthread_t *threads = calloc((size_t)clients, sizeof *threads);
    double start = now_us();
    for (long i = 0; i < clients; i++) pthread_create(&threads[i], NULL, client, (void *)i);
    for (long i = 0; i < clients; i++) pthread_join(threads[i], NULL);
    double elapsed = now_us() - start;
    long total = clients * per_client;
    qsort(latencies, (size_t)total, sizeof *latencies, by_value);
    printf("%.0f %.1f %.1f\n", total / (elapsed / 1e6), latencies[total / 2], latencies[total * 99 / 100]);
    return 0;
}
