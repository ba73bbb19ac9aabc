// glibc functions that Swift's Glibc module hides behind `_GNU_SOURCE`, for the Transport
// module's process spawning. A header-only shim: the Glibc module is built without
// `_GNU_SOURCE`, so defining it here would not reach the declarations; they are declared as
// glibc (2.34 and later) exports them, and each wrapper returns what the wrapped call returns.
#ifndef UISTATE_CSPAWN_SHIM_H
#define UISTATE_CSPAWN_SHIM_H

#include <fcntl.h>
#include <spawn.h>

extern int pipe2(int fds[2], int flags);
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int lowest);
extern int posix_spawn_file_actions_addchdir_np(posix_spawn_file_actions_t *actions, const char *path);

/// `pipe2(fds, O_CLOEXEC)`: both ends close-on-exec from the moment they exist, so a process
/// spawned concurrently by another thread can never inherit them.
static inline int cspawn_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

/// The child closes every descriptor from `lowest` up before it runs the program.
static inline int cspawn_file_actions_addclosefrom(posix_spawn_file_actions_t *actions, int lowest) {
    return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
}

/// The child starts in `path`.
static inline int cspawn_file_actions_addchdir(posix_spawn_file_actions_t *actions, const char *path) {
    return posix_spawn_file_actions_addchdir_np(actions, path);
}

#endif
