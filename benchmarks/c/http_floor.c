/*
 * The floor for benchmarks/http.sh: the least a JSON-RPC server over libmicrohttpd can do, run
 * as `uistate serve --http` runs it (epoll, one internal polling thread, suspend/resume allowed,
 * a response copied from a buffer). POST /rpc: the body is parsed with jansson and answered at
 * once: `host/echo` and anything else with result = params, `initialize` with a connectionId;
 * every answer carries a Uistate-Connection header as the host's do. No token, Host or Origin
 * checks and no connection table, which the host does do: what is left is the transport's cost.
 * Prints "http://127.0.0.1:PORT/" on stderr once listening, then serves until killed.
 *
 * Build: cc -O2 -o http_floor http_floor.c -lmicrohttpd -ljansson
 */
#include <arpa/inet.h>
#include <jansson.h>
#include <microhttpd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct body { char *bytes; size_t length; };

static enum MHD_Result reply(struct MHD_Connection *connection, unsigned int status, const char *text, size_t length) {
    struct MHD_Response *response = MHD_create_response_from_buffer(length, (void *)text, MHD_RESPMEM_MUST_COPY);
    if (!response) return MHD_NO;
    MHD_add_response_header(response, "Content-Type", "application/json");
    MHD_add_response_header(response, "Cache-Control", "no-store");
    MHD_add_response_header(response, "X-Content-Type-Options", "nosniff");
    MHD_add_response_header(response, "Uistate-Connection", "c1");
    enum MHD_Result result = MHD_queue_response(connection, status, response);
    MHD_destroy_response(response);
    return result;
}

static enum MHD_Result answer(struct MHD_Connection *connection, struct body *body) {
    json_error_t error;
    json_t *request = json_loadb(body->bytes ? body->bytes : "", body->length, 0, &error);
    if (!request) {
        static const char parse_error[] = "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"parse error\"}}";
        return reply(connection, 200, parse_error, sizeof parse_error - 1);
    }
    const char *method = json_string_value(json_object_get(request, "method"));
    json_t *response = json_object();
    json_object_set_new(response, "jsonrpc", json_string("2.0"));
    json_t *id = json_object_get(request, "id");
    json_object_set(response, "id", id ? id : json_null());
    if (method && strcmp(method, "initialize") == 0) {
        json_object_set_new(response, "result", json_pack("{s:s}", "connectionId", "c1"));
    } else {
        json_t *params = json_object_get(request, "params");
        json_object_set(response, "result", params ? params : json_null());
    }
    char *text = json_dumps(response, JSON_COMPACT);
    enum MHD_Result result = reply(connection, 200, text, strlen(text));
    free(text);
    json_decref(response);
    json_decref(request);
    return result;
}

static enum MHD_Result handle(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                              const char *version, const char *upload, size_t *upload_size, void **slot) {
    (void)cls; (void)version;
    if (strcmp(method, "POST") != 0 || strcmp(url, "/rpc") != 0) {
        static const char not_found[] = "not found\n";
        return reply(connection, 404, not_found, sizeof not_found - 1);
    }
    struct body *body = *slot;
    if (!body) {
        *slot = calloc(1, sizeof *body);
        return *slot ? MHD_YES : MHD_NO;
    }
    if (*upload_size > 0) {
        char *grown = realloc(body->bytes, body->length + *upload_size);
        if (!grown) return MHD_NO;
        body->bytes = grown;
        memcpy(body->bytes + body->length, upload, *upload_size);
        body->length += *upload_size;
        *upload_size = 0;
        return MHD_YES;
    }
    return answer(connection, body);
}

static void completed(void *cls, struct MHD_Connection *connection, void **slot, enum MHD_RequestTerminationCode code) {
    (void)cls; (void)connection; (void)code;
    struct body *body = *slot;
    if (body) { free(body->bytes); free(body); *slot = NULL; }
}

int main(void) {
    struct sockaddr_in loopback = { .sin_family = AF_INET, .sin_port = 0, .sin_addr.s_addr = htonl(INADDR_LOOPBACK) };
    struct MHD_Daemon *daemon = MHD_start_daemon(
        MHD_USE_EPOLL_INTERNAL_THREAD | MHD_ALLOW_SUSPEND_RESUME | MHD_USE_ERROR_LOG, 0, NULL, NULL, handle, NULL,
        MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&loopback, MHD_OPTION_CONNECTION_LIMIT, 4096u, MHD_OPTION_NOTIFY_COMPLETED, completed, NULL, MHD_OPTION_END);
    if (!daemon) { fprintf(stderr, "http_floor: cannot start\n"); return 1; }
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    fprintf(stderr, "http_floor: serving at http://127.0.0.1:%u/\n", info ? info->port : 0);
    for (;;) pause();
}
