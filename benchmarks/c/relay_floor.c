/*
 * The floor for benchmarks/hop-rate.sh: the least a process between a client and a server over
 * stdio can cost. Starts the command it is given on two pipes and copies bytes both ways, a read
 * of up to 64 KiB at a time, on one thread a direction: no framing, no parse, no ids rewritten.
 * Whatever a hop loses against this beside the direct run is the extra process and its pipes
 * (scheduling, copies, wake-ups), not the hop's own work.
 *
 * Build: cc -O2 -pthread -o relay_floor relay_floor.c
 * Usage: relay_floor COMMAND [ARGUMENT...]
 */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

struct direction { int from, to; };

static void *copy(void *argument) {
    const struct direction *direction = argument;
    static _Thread_local char buffer[1 << 16];
    for (;;) {
        ssize_t count = read(direction->from, buffer, sizeof buffer);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) break;
        for (ssize_t offset = 0; offset < count;) {
            ssize_t written = write(direction->to, buffer + offset, (size_t)(count - offset));
            if (written < 0 && errno == EINTR) continue;
            if (written <= 0) exit(1);
            offset += written;
        }
    }
    close(direction->to);
    return NULL;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: relay_floor COMMAND [ARGUMENT...]\n"); return 2; }
    int toChild[2], fromChild[2];
    if (pipe(toChild) != 0 || pipe(fromChild) != 0) { perror("relay_floor: pipe"); return 1; }
    pid_t pid = fork();
    if (pid < 0) { perror("relay_floor: fork"); return 1; }
    if (pid == 0) {
        dup2(toChild[0], 0);
        dup2(fromChild[1], 1);
        close(toChild[0]); close(toChild[1]); close(fromChild[0]); close(fromChild[1]);
        execvp(argv[1], argv + 1);
        perror("relay_floor: exec");
        _exit(127);
    }
    close(toChild[0]);
    close(fromChild[1]);
    struct direction in = { 0, toChild[1] }, out = { fromChild[0], 1 };
    pthread_t inThread, outThread;
    pthread_create(&inThread, NULL, copy, &in);
    pthread_create(&outThread, NULL, copy, &out);
    // The server's output ends after its input does: that direction's end is the relay's.
    pthread_join(outThread, NULL);
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
