internal import CMainActorIsolation

// SwiftUI evaluates bodies on the main actor: `View.body`, a modifier's `body(content:)`, a
// style's `makeBody(configuration:)`, a scene's `body` and `previews` are `@MainActor`, so a view
// marked `@MainActor` (or one calling a main-actor function) can be built from any of them.
// Their requirements here are `@MainActor` too, so such code compiles unchanged.
//
// A host has no main thread to hop to: it renders a store's views on that store's queue, one
// render at a time, which is the serial access the isolation stands for. These functions are the
// one place that calls an isolated body from there. A global actor's function type has the same
// representation as a plain one, so the cast changes what the compiler checks, not what runs.
//
// One check remains at run time: code compiled in the Swift 6 language mode checks, on entry to a
// main-actor closure passed to a plain parameter (`items.filter { $0.done }` in a body, or in a
// button's action), that the main actor runs it, and traps otherwise. Before the first body runs,
// the process's runtime is told that the main actor's checks pass on every thread
// (CMainActorIsolation): where views are hosted, a store's queue is their main actor.

/// Calls main-actor bodies from the renderer, which runs on a store's queue.
package enum MainActorBodies {
    package static func body<V: View>(of view: V) -> V.Body {
        call(isolatedBody, with: view)
    }

    package static func body<M: ViewModifier>(of modifier: M, content: M.Content) -> M.Body {
        call(isolatedModifierBody, with: (modifier, content))
    }

    package static func body<S: Scene>(of scene: S) -> S.Body {
        call(isolatedSceneBody, with: scene)
    }

    package static func previews<P: PreviewProvider>(of provider: P.Type) -> P.Previews {
        call(isolatedPreviews, with: provider)
    }

    package static func body<S: ButtonStyle>(of style: S, configuration: S.Configuration) -> S.Body {
        call(isolatedButtonStyleBody, with: (style, configuration))
    }

    package static func body<S: LabelStyle>(of style: S, configuration: S.Configuration) -> S.Body {
        call(isolatedLabelStyleBody, with: (style, configuration))
    }

    package static func body<S: ProgressViewStyle>(of style: S, configuration: S.Configuration) -> S.Body {
        call(isolatedProgressViewStyleBody, with: (style, configuration))
    }

    /// Runs a main-actor closure handed to a caller that holds no actor, as a `#Preview`'s.
    package static func run<Output>(_ work: @MainActor () -> Output) -> Output {
        _ = mainActorChecksPass
        return withoutActuallyEscaping(work) { work in
            unsafeBitCast(work, to: (() -> Output).self)()
        }
    }

    /// Installed once, before the first body runs.
    private static let mainActorChecksPass: Void = uistate_main_actor_checks_pass_everywhere()

    private static func call<Input, Output>(_ work: @escaping @MainActor (Input) -> Output, with input: Input) -> Output {
        _ = mainActorChecksPass
        return unsafeBitCast(work, to: ((Input) -> Output).self)(input)
    }
}

@MainActor private func isolatedBody<V: View>(_ view: V) -> V.Body { view.body }

@MainActor private func isolatedModifierBody<M: ViewModifier>(_ input: (M, M.Content)) -> M.Body {
    input.0.body(content: input.1)
}

@MainActor private func isolatedSceneBody<S: Scene>(_ scene: S) -> S.Body { scene.body }

@MainActor private func isolatedPreviews<P: PreviewProvider>(_ provider: P.Type) -> P.Previews { P.previews }

@MainActor private func isolatedButtonStyleBody<S: ButtonStyle>(_ input: (S, S.Configuration)) -> S.Body {
    input.0.makeBody(configuration: input.1)
}

@MainActor private func isolatedLabelStyleBody<S: LabelStyle>(_ input: (S, S.Configuration)) -> S.Body {
    input.0.makeBody(configuration: input.1)
}

@MainActor private func isolatedProgressViewStyleBody<S: ProgressViewStyle>(_ input: (S, S.Configuration)) -> S.Body {
    input.0.makeBody(configuration: input.1)
}
