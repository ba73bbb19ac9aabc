import Foundation
import Transport

/// Headless Chromium, found as `UISTATE_CHROMIUM`, else `chromium` (or `chromium-browser`) on
/// `PATH`, and used to screenshot an HTML page.
///
/// Runs as root need `--no-sandbox` (Chromium refuses to start its sandbox as root), so it is
/// passed then and only then.
struct Chromium {
    let path: String

    /// The browser to use, or a ``ChromiumError/notFound`` naming what to install.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws(ChromiumError) -> Chromium {
        if let override = environment["UISTATE_CHROMIUM"], !override.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: override) else {
                throw .notFound("UISTATE_CHROMIUM is \(override), which is not an executable file")
            }
            return Chromium(path: override)
        }
        let directories = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser"] {
            for directory in directories {
                let candidate = directory + "/" + name
                if FileManager.default.isExecutableFile(atPath: candidate) { return Chromium(path: candidate) }
            }
        }
        throw .notFound("no chromium on PATH and UISTATE_CHROMIUM is not set")
    }

    /// Screenshots `html` at `width` × `height` CSS pixels, `scale` device pixels to each, into
    /// `output` (so the PNG is `width × scale` by `height × scale`).
    func screenshot(html: String, width: Int, height: Int, scale: Int = 1, output: String) async throws(ChromiumError) {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("uistate-screenshot-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        } catch {
            throw .failed("cannot create a scratch directory: \(error)")
        }
        defer { try? FileManager.default.removeItem(at: scratch) }
        let page = scratch.appendingPathComponent("screen.html")
        do {
            try FileDescriptorIO.replaceFile(atPath: page.path, with: Array(html.utf8))
        } catch {
            throw .failed("cannot write the page: \(error)")
        }
        let target = URL(fileURLWithPath: output).standardizedFileURL.path
        var arguments = [
            "--headless", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--force-device-scale-factor=\(max(1, scale))", "--force-color-profile=srgb",
            "--user-data-dir=" + scratch.appendingPathComponent("profile").path,
            "--window-size=\(width),\(height)", "--screenshot=" + target,
        ]
        if getuid() == 0 { arguments.append("--no-sandbox") }
        arguments.append(page.absoluteString)

        // Chromium is chatty on both streams; neither is ours to print (stdout carries results).
        let log = scratch.appendingPathComponent("chromium.log").path
        let child: ChildProcess
        do {
            child = try Transport.Command([path] + arguments)
                .standardInput(.null).standardOutput(.file(log)).standardError(.file(log + ".err"))
                .spawn()
        } catch {
            throw .failed("cannot start \(path): \(error)")
        }
        // The reaper thread resumes this when Chromium exits; no thread waits meanwhile.
        let status = await child.exited()
        guard status.code == 0, FileManager.default.fileExists(atPath: target) else {
            let tail = [log, log + ".err"].compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
                .joined().suffix(2000)
            throw .failed("\(path) \(status) without writing \(output)\n\(tail)")
        }
    }
}

/// Why a screenshot could not be taken.
enum ChromiumError: Error, CustomStringConvertible {
    case notFound(String)
    case failed(String)

    var description: String {
        switch self {
        case .notFound(let reason):
            "\(reason). PNG output needs headless Chromium: install Debian's `chromium` package "
                + "(apt-get install chromium fonts-noto-cjk; the CJK font lets Korean render) "
                + "or set UISTATE_CHROMIUM to a Chromium binary."
        case .failed(let reason):
            "screenshot failed: \(reason)"
        }
    }
}
