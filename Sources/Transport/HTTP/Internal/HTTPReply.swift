internal import CMicroHTTPD

/// Queuing responses and reading request values through libmicrohttpd.
enum HTTPReply {
    /// Sent with the static files: the page talks only to its own origin, is never framed, and
    /// leaks nothing through the Referer. Inline styles stay allowed for rendered screens.
    static let pageHeaders: [(String, String)] = [
        ("Content-Security-Policy", "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"),
        ("Referrer-Policy", "no-referrer"),
        ("X-Frame-Options", "DENY"),
    ]

    static func header(_ connection: OpaquePointer, _ name: String) -> String? {
        cmhd_header(connection, name).map { String(cString: $0) }
    }

    static func argument(_ connection: OpaquePointer, _ name: String) -> String? {
        cmhd_argument(connection, name).map { String(cString: $0) }
    }

    static func text(_ status: UInt32, _ message: String, on connection: OpaquePointer,
                     headers: [(String, String)] = []) -> MHD_Result {
        bytes(status, Array((message + "\n").utf8), contentType: "text/plain; charset=utf-8", on: connection, headers: headers)
    }

    static func refusal(_ refusal: RequestGuard.Refusal, on connection: OpaquePointer) -> MHD_Result {
        let headers: [(String, String)] = refusal.status == 401 ? [("WWW-Authenticate", "Bearer realm=\"uistate\"")] : []
        return text(UInt32(refusal.status), refusal.message, on: connection, headers: headers)
    }

    static func bytes(_ status: UInt32, _ body: [UInt8], contentType: String?, on connection: OpaquePointer,
                      headers: [(String, String)] = []) -> MHD_Result {
        let response = body.withUnsafeBytes { raw in
            cmhd_response_copying(raw.count, raw.baseAddress)
        }
        guard let response else { return cmhd_no() }
        if let contentType { MHD_add_response_header(response, "Content-Type", contentType) }
        MHD_add_response_header(response, "Cache-Control", "no-store")
        MHD_add_response_header(response, "X-Content-Type-Options", "nosniff")
        for (name, value) in headers { MHD_add_response_header(response, name, value) }
        let result = MHD_queue_response(connection, status, response)
        MHD_destroy_response(response)
        return result
    }
}
