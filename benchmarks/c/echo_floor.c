/*
 * The floor for benchmarks/rpc.sh: the least a JSON-RPC echo server over stdio can do.
 * Reads the same frames as `uistate serve` (Content-Length or newline, detected from the first
 * byte or forced with argv[1]), parses each with jansson, answers `initialize`, `host/echo`
 * (result = params) and `shutdown`, exits on `exit` or end of input. Output for all frames of one
 * read is written with one write(2), as a well-buffered server would.
 *
 * Build: cc -O2 -o echo_floor echo_floor.c -ljansson
 */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <errno.h>
#include <signal.h>

enum framing { DETECT, CONTENT_LENGTH, NEWLINE };

static char *out; static size_t out_len, out_cap;

static void out_append(const char *bytes, size_t count) {
    if (out_len + count > out_cap) {
        while (out_len + count > out_cap) out_cap = out_cap ? out_cap * 2 : 1 << 16;
        out = realloc(out, out_cap);
    }
    memcpy(out + out_len, bytes, count);
    out_len += count;
}

static void out_flush(void) {
    size_t offset = 0;
    while (offset < out_len) {
        ssize_t n = write(1, out + offset, out_len - offset);
        if (n < 0) { if (errno == EINTR) continue; exit(1); }
        offset += (size_t)n;
    }
    out_len = 0;
}

static void respond(enum framing framing, json_t *id, json_t *result) {
    json_t *response = json_object();
    json_object_set_new(response, "jsonrpc", json_string("2.0"));
    json_object_set(response, "id", id);
    json_object_set(response, "result", result);
    char *text = json_dumps(response, JSON_COMPACT | JSON_ENCODE_ANY);
    size_t length = strlen(text);
    if (framing == CONTENT_LENGTH) {
        char header[64];
        int n = snprintf(header, sizeof header, "Content-Length: %zu\r\n\r\n", length);
        out_append(header, (size_t)n);
        out_append(text, length);
    } else {
        out_append(text, length);
        out_append("\n", 1);
    }
    free(text);
    json_decref(response);
}

static void handle(enum framing framing, const char *body, size_t length) {
    json_error_t error;
    json_t *message = json_loadb(body, length, JSON_DECODE_ANY, &error);
    if (!message) return;
    json_t *id = json_object_get(message, "id");
    const char *method = json_string_value(json_object_get(message, "method"));
    if (method && strcmp(method, "exit") == 0) { out_flush(); exit(0); }
    if (id && method) {
        if (strcmp(method, "host/echo") == 0) {
            json_t *params = json_object_get(message, "params");
            respond(framing, id, params ? params : json_null());
        } else if (strcmp(method, "initialize") == 0) {
            json_t *result = json_pack("{s{ssss}ss}", "serverInfo", "name", "echo_floor", "version", "0",
                                       "protocolVersion", "0.1.0");
            respond(framing, id, result);
            json_decref(result);
        } else {
            respond(framing, id, json_null());
        }
    }
    json_decref(message);
}

int main(int argc, char **argv) {
    signal(SIGPIPE, SIG_IGN);
    enum framing framing = DETECT;
    if (argc > 1 && strcmp(argv[1], "content-length") == 0) framing = CONTENT_LENGTH;
    if (argc > 1 && strcmp(argv[1], "newline") == 0) framing = NEWLINE;
    size_t cap = 1 << 16, start = 0, end = 0;
    char *buffer = malloc(cap);
    for (;;) {
        if (cap - end < 16384) {
            memmove(buffer, buffer + start, end - start);
            end -= start; start = 0;
            if (cap - end < 16384) { cap *= 2; buffer = realloc(buffer, cap); }
        }
        ssize_t n = read(0, buffer + end, cap - end);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        end += (size_t)n;
        for (;;) {
            while (start < end && strchr(" \r\n\t", buffer[start])) start++;
            if (start == end) break;
            if (framing == DETECT) framing = (buffer[start] == '{' || buffer[start] == '[') ? NEWLINE : CONTENT_LENGTH;
            if (framing == NEWLINE) {
                char *newline = memchr(buffer + start, '\n', end - start);
                if (!newline) break;
                handle(framing, buffer + start, (size_t)(newline - (buffer + start)));
                start = (size_t)(newline - buffer) + 1;
            } else {
                char *blank = memmem(buffer + start, end - start, "\r\n\r\n", 4);
                if (!blank) break;
                size_t length = (size_t)strtoul(buffer + start + strlen("Content-Length:"), NULL, 10);
                size_t body = (size_t)(blank - buffer) + 4;
                if (end - body < length) {
                    if (body + length > cap) { /* grow for large bodies */
                        memmove(buffer, buffer + start, end - start);
                        end -= start; body -= start; start = 0;
                        while (cap < body + length) cap *= 2;
                        buffer = realloc(buffer, cap);
                    }
                    break;
                }
                handle(framing, buffer + body, length);
                start = body + length;
            }
        }
        if (start == end) start = end = 0;
        out_flush();
    }
    out_flush();
    return 0;
}
