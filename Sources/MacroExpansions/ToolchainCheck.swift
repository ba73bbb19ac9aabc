// The macros build against the SwiftSyntax the toolchain ships for its own plugins, found by
// Package.swift beside the `swift` on PATH. Without it every import fails; this says why.
#if !canImport(SwiftSyntaxMacros)
#error("uistate's macros need the toolchain's SwiftSyntax (usr/lib/swift/host beside the swift on PATH); set UISTATE_SWIFT_HOST to that directory (docs/macros.md)")
#endif
