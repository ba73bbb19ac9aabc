// The only header through which Swift sees libedit. `el_set` and `history` are variadic, which
// Swift cannot call, so each use `uistate record` needs has a fixed-argument wrapper here.
#ifndef UISTATE_CEDITLINE_SHIM_H
#define UISTATE_CEDITLINE_SHIM_H

#include <stdio.h>
#include <histedit.h>

typedef char *(*cedit_prompt_fn)(EditLine *);
typedef unsigned char (*cedit_command_fn)(EditLine *, int);

static inline int cedit_set_prompt(EditLine *el, cedit_prompt_fn prompt) { return el_set(el, EL_PROMPT, prompt); }
static inline int cedit_set_editor(EditLine *el, const char *mode) { return el_set(el, EL_EDITOR, mode); }
/// Lets libedit restore the terminal on SIGINT, SIGTSTP and friends, and follow window resizes.
static inline int cedit_handle_signals(EditLine *el) { return el_set(el, EL_SIGNAL, 1); }
static inline int cedit_add_function(EditLine *el, const char *name, const char *help, cedit_command_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}
static inline int cedit_bind(EditLine *el, const char *key, const char *name) {
    return el_set(el, EL_BIND, key, name, (const char *)NULL);
}
static inline int cedit_use_history(EditLine *el, History *list) { return el_set(el, EL_HIST, history, list); }

static inline int cedit_history_size(History *list, int size) {
    HistEvent event;
    return history(list, &event, H_SETSIZE, size);
}
static inline int cedit_history_unique(History *list) {
    HistEvent event;
    return history(list, &event, H_SETUNIQUE, 1);
}
static inline int cedit_history_enter(History *list, const char *line) {
    HistEvent event;
    return history(list, &event, H_ENTER, line);
}

enum {
    CEDIT_CC_REFRESH = CC_REFRESH,
    CEDIT_CC_REDISPLAY = CC_REDISPLAY,
    CEDIT_CC_ERROR = CC_ERROR,
};

#endif
