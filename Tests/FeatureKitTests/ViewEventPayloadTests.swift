import Features
import JSON
@testable import FeatureKit
@testable import HostCore
import StoreRuntime
import Testing

/// A view's event reaches the wire as the view wrote it: its JSON payload rides through the
/// store's event recorder untouched, not flattened to strings and parsed back.
@Suite("View event payloads")
struct ViewEventPayloadTests {
    @Test func aViewsJSONPayloadIsWrittenAsTheViewWroteIt() {
        let payload: JSONObject = ["style": "light", "intensity": 0.5, "repeat": 2, "pattern": [1, 0, 1]]
        let event = UIEvent(name: "haptic", payload: ["style": "light"], detail: EventDetail(payload))
        #expect(StoreStepper<CounterFeature>.json(event) == ["haptic": .object(payload)])
    }

    @Test func aReducersStringPayloadIsWrittenAsStrings() {
        let event = UIEvent(name: "haptic", payload: ["style": "success"])
        #expect(StoreStepper<CounterFeature>.json(event) == ["haptic": ["style": "success"]])
    }

    @Test func eventsWithDifferentDetailsDiffer() {
        let number: JSONObject = ["n": 1]
        let string: JSONObject = ["n": "1"]
        let light = UIEvent(name: "haptic", payload: ["n": "1"], detail: EventDetail(number))
        #expect(light != UIEvent(name: "haptic", payload: ["n": "1"], detail: EventDetail(string)))
        #expect(light == UIEvent(name: "haptic", payload: ["n": "1"], detail: EventDetail(number)))
    }
}
