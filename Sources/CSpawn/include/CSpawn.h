#ifndef UISTATE_CSPAWN_H
#define UISTATE_CSPAWN_H

#include <spawn.h>

/// glibc functions that Swift's Glibc module hides behind `_GNU_SOURCE`, re-exported for
/// `ProcessSpawning`. Each returns what the wrapped call returns.

/// `pipe2(fds, O_CLOEXEC)`: both ends close-on-exec from the moment they exist, so a process
/// spawned concurrently by another thread can never inherit them.
int cspawn_pipe_cloexec(int fds[2]);

/// `posix_spawn_file_actions_addclosefrom_np(actions, lowest)`: the child closes every
/// descriptor from `lowest` up before it runs the program (glibc 2.34 and later).
int cspawn_file_actions_addclosefrom(posix_spawn_file_actions_t *actions, int lowest);

/// `posix_spawn_file_actions_addchdir_np(actions, path)`: the child starts in `path`.
int cspawn_file_actions_addchdir(posix_spawn_file_actions_t *actions, const char *path);

#endif
