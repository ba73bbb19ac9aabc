// The only header through which Swift sees jansson. Function-like macros do not import into
// Swift, so each one the JSON module needs has a static inline wrapper here.
#ifndef UISTATE_CJANSSON_SHIM_H
#define UISTATE_CJANSSON_SHIM_H

#include <jansson.h>

static inline int cjansson_typeof(const json_t *json) { return (int)json_typeof(json); }
static inline size_t cjansson_decode_flags(void) {
    return JSON_DECODE_ANY | JSON_ALLOW_NUL | JSON_REJECT_DUPLICATES;
}
static inline void cjansson_decref(json_t *json) { json_decref(json); }

enum {
    CJANSSON_OBJECT = JSON_OBJECT,
    CJANSSON_ARRAY = JSON_ARRAY,
    CJANSSON_STRING = JSON_STRING,
    CJANSSON_INTEGER = JSON_INTEGER,
    CJANSSON_REAL = JSON_REAL,
    CJANSSON_TRUE = JSON_TRUE,
    CJANSSON_FALSE = JSON_FALSE,
    CJANSSON_NULL = JSON_NULL
};

#endif
