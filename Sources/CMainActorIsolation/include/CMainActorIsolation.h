#ifndef C_MAIN_ACTOR_ISOLATION_H
#define C_MAIN_ACTOR_ISOLATION_H

/// Makes the Swift runtime's dynamic main-actor checks pass on every thread of this process.
/// A host renders views and runs their closures on a store's queue, which stands for the main
/// actor there; code compiled in the Swift 6 language mode checks, on entry to a main-actor
/// closure handed to a plain parameter (`items.filter { … }` in a body), that it runs on the main
/// actor, and that check would otherwise trap. Checks for any other actor are left as they are.
/// Idempotent; does nothing on a runtime without the hook.
void uistate_main_actor_checks_pass_everywhere(void);

#endif
