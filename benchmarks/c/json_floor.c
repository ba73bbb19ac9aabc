/* The floor for the JSON engine benchmark: jansson called directly from C, doing the same work
 * as the Swift side (parse, then serialize compactly). Usage: json_floor REQUEST_FILE STATE_FILE */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

static char *slurp(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    if (!file) { perror(path); exit(2); }
    fseek(file, 0, SEEK_END);
    *length = (size_t)ftell(file);
    fseek(file, 0, SEEK_SET);
    char *bytes = malloc(*length + 1);
    if (fread(bytes, 1, *length, file) != *length) { perror(path); exit(2); }
    fclose(file);
    return bytes;
}

static double round_trips(const char *bytes, size_t length, int iterations) {
    size_t sink = 0;
    double start = now();
    for (int i = 0; i < iterations; i++) {
        json_error_t error;
        json_t *root = json_loadb(bytes, length, JSON_DECODE_ANY | JSON_ALLOW_NUL, &error);
        if (!root) { fprintf(stderr, "parse: %s\n", error.text); exit(2); }
        char *out = json_dumps(root, JSON_COMPACT | JSON_ENCODE_ANY);
        sink += strlen(out);
        free(out);
        json_decref(root);
    }
    double elapsed = now() - start;
    if (sink == 0) fprintf(stderr, "unexpected empty output\n");
    return elapsed;
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: json_floor REQUEST_FILE STATE_FILE\n"); return 2; }
    size_t request_length, state_length;
    char *request = slurp(argv[1], &request_length);
    char *state = slurp(argv[2], &state_length);
    int small = 200000, large = 200;
    double t1 = round_trips(request, request_length, small);
    double t2 = round_trips(state, state_length, large);
    printf("c.small_roundtrip %.0f msg/s\n", small / t1);
    printf("c.state_roundtrip %.1f MB/s\n", (double)state_length * large / t2 / 1e6);
    return 0;
}
