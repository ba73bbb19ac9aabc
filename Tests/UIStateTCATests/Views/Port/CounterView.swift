import Features
import UIStateTCA

// The built-in counter's screen (Features' `CounterFeature.view(_:)`, written with uistate's
// components) written again as a TCA 1.3 app writes it with SwiftUI: a `WithViewStore` over the
// same reducer, SwiftUI's views and modifiers, nothing of uistate's own.

struct PortedCounterView: View {
    let store: StoreOf<CounterFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            VStack(spacing: 12) {
                Text("\(viewStore.count)")
                    .font(.headline)
                    .id("counter.count")
                HStack(spacing: 8) {
                    Button("−") { viewStore.send(.decrementButtonTapped) }
                        .accessibilityLabel("Decrement")
                    Button("+") { viewStore.send(.incrementButtonTapped) }
                        .accessibilityLabel("Increment")
                }
                .id("counter.buttons")
                Button("Reset") { viewStore.send(.resetButtonTapped) }
                    .disabled(viewStore.count == 0)
                    .id("counter.reset")
                TextField("Count", text: viewStore.binding(get: \.countText, send: { .countTextChanged($0) }))
                    .id("counter.field")
                if viewStore.isLoadingFact {
                    Text("Loading a fact…")
                        .foregroundColor(.gray)
                        .id("counter.loading")
                }
                if let fact = viewStore.fact {
                    Text(fact).id("counter.fact")
                }
            }
            .id("counter")
            .navigationTitle("Counter")
        }
    }
}

/// The built-in counter's reducer, hosted with the SwiftUI view above as its screen.
struct PortedCounter: AnotherView {
    typealias Base = CounterFeature
    static func view(store: StoreOf<PortedCounter>) -> some View { PortedCounterView(store: store) }
}
