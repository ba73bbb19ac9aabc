// The only header through which Swift sees libmicrohttpd. MHD_start_daemon is variadic and
// MHD_get_connection_info returns a union, neither of which Swift imports, so the calls the HTTP
// transport makes go through the static inline wrappers here.
#ifndef UISTATE_CMICROHTTPD_SHIM_H
#define UISTATE_CMICROHTTPD_SHIM_H

#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <microhttpd.h>

/// Starts a daemon listening on `address`: `threads` polling threads (epoll, one each; 1 for a
/// single internal thread), none held by a connection, so idle keep-alive connections cost only
/// their socket. Handlers never block: a request whose answer is not ready suspends its
/// connection and resumes it later (hence MHD_ALLOW_SUSPEND_RESUME). At most
/// `connection_limit` connections at once, `completed` called when a request ends (to free its
/// state). NULL when the address cannot be bound.
static inline struct MHD_Daemon *cmhd_start(const struct sockaddr *address, int ipv6,
                                            unsigned int connection_limit, unsigned int threads,
                                            MHD_AccessHandlerCallback handler, void *handler_cls,
                                            MHD_RequestCompletedCallback completed, void *completed_cls) {
    unsigned int flags = MHD_USE_EPOLL_INTERNAL_THREAD | MHD_ALLOW_SUSPEND_RESUME | MHD_USE_ERROR_LOG;
    if (ipv6) flags |= MHD_USE_IPv6;
    uint16_t port = 0;
    if (address->sa_family == AF_INET) port = ntohs(((const struct sockaddr_in *)address)->sin_port);
    if (address->sa_family == AF_INET6) port = ntohs(((const struct sockaddr_in6 *)address)->sin6_port);
    // A pool size of 0 or 1 is warned about on stderr, so the option goes only with a pool.
    return MHD_start_daemon(flags, port, NULL, NULL, handler, handler_cls,
                            MHD_OPTION_SOCK_ADDR, address,
                            MHD_OPTION_CONNECTION_LIMIT, connection_limit,
                            MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls,
                            threads > 1 ? MHD_OPTION_THREAD_POOL_SIZE : MHD_OPTION_END, threads,
                            MHD_OPTION_END);
}

/// The port the daemon listens on (the one picked when 0 was asked for), or 0.
static inline uint16_t cmhd_bound_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}

/// The socket of a connection, or -1.
static inline int cmhd_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info ? info->connect_fd : -1;
}

/// A request header (case-insensitive name), or NULL.
static inline const char *cmhd_header(struct MHD_Connection *connection, const char *name) {
    return MHD_lookup_connection_value(connection, MHD_HEADER_KIND, name);
}

/// A query-string argument, or NULL.
static inline const char *cmhd_argument(struct MHD_Connection *connection, const char *name) {
    return MHD_lookup_connection_value(connection, MHD_GET_ARGUMENT_KIND, name);
}

/// A response holding a copy of `size` bytes at `data`.
static inline struct MHD_Response *cmhd_response_copying(size_t size, const void *data) {
    return MHD_create_response_from_buffer(size, (void *)data, MHD_RESPMEM_MUST_COPY);
}

static inline enum MHD_Result cmhd_yes(void) { return MHD_YES; }
static inline enum MHD_Result cmhd_no(void) { return MHD_NO; }

static inline ssize_t cmhd_content_reader_end_of_stream(void) { return MHD_CONTENT_READER_END_OF_STREAM; }
static inline ssize_t cmhd_content_reader_end_with_error(void) { return MHD_CONTENT_READER_END_WITH_ERROR; }
static inline uint64_t cmhd_size_unknown(void) { return MHD_SIZE_UNKNOWN; }

#endif
