#include "CMainActorIsolation.h"
#include <stdbool.h>
#include <stdint.h>

// The Swift concurrency runtime's own types and hooks (swift/Runtime/Concurrency.h), declared
// here because the toolchain ships no C header for them. Hooks use the Swift calling convention.
typedef struct {
    void *identity;
    uintptr_t implementation;
} SerialExecutorRef;

#define SWIFT_CC __attribute__((swiftcall))

typedef SWIFT_CC int8_t (*IsIsolatingOriginal)(SerialExecutorRef executor);
typedef SWIFT_CC int8_t (*IsIsolatingHook)(SerialExecutorRef executor, IsIsolatingOriginal original);

// Weak: a runtime without them leaves the checks as they are rather than failing to load.
extern IsIsolatingHook swift_task_isIsolatingCurrentContext_hook __attribute__((weak));
extern SWIFT_CC bool swift_task_isMainExecutor(SerialExecutorRef executor) __attribute__((weak));

// A hook installed before ours, asked for every executor that is not the main one.
static IsIsolatingHook previousHook;

// The runtime asks whether the current context is isolated to `executor` before it falls back to
// the executor's assertion (`dispatch_assert_queue` for the main queue, which traps). 1 answers
// "isolated"; any other executor gets the answer it would have had.
static SWIFT_CC int8_t mainActorIsEverywhere(SerialExecutorRef executor, IsIsolatingOriginal original) {
    if (swift_task_isMainExecutor(executor)) return 1;
    return previousHook ? previousHook(executor, original) : original(executor);
}

void uistate_main_actor_checks_pass_everywhere(void) {
    if (&swift_task_isIsolatingCurrentContext_hook == 0 || swift_task_isMainExecutor == 0) return;
    if (swift_task_isIsolatingCurrentContext_hook == mainActorIsEverywhere) return;
    previousHook = swift_task_isIsolatingCurrentContext_hook;
    swift_task_isIsolatingCurrentContext_hook = mainActorIsEverywhere;
}
