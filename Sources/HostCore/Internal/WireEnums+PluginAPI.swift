import FeatureKit
import UIStateProtocol

// The protocol's choices as the plugin API's: the same cases, kept apart so that the protocol
// module never sees the plugin API (and the plugin API never sees the protocol).

extension StoreConfiguration.Clock {
    init(_ clock: StoreCreateRequest.Clock) {
        switch clock {
        case .test: self = .test
        case .live: self = .live
        }
    }
}

extension StoreConfiguration.UUIDs {
    init(_ uuids: StoreCreateRequest.UUIDs) {
        switch uuids {
        case .incrementing: self = .incrementing
        case .random: self = .random
        }
    }
}

extension RenderFormat {
    init(_ format: ViewRenderRequest.Format) {
        switch format {
        case .json: self = .json
        case .text: self = .text
        case .html: self = .html
        }
    }
}
