import Components
import Features
import StoreRuntime

/// What the in-process session needs of a built-in feature: the plugin members every feature
/// declares (see `docs/features/`). The host's plugin API (issue 8) will replace this protocol.
protocol HostedFeature: Reducer, SendableMetatype
where State: Codable & Equatable & Sendable, Action: Codable & Sendable {
    associatedtype Screen: Component where Screen.Action == Action
    static var name: String { get }
    static var initialState: State { get }
    static func view(_ state: State) -> Screen
    static var launchAction: Action? { get }
    static var dependencyKeys: [any DependencyKey.Type] { get }
    static var actionSchema: JSONValue { get }
    init()
}

import JSONValue

extension ButtonGalleryFeature: HostedFeature {}
extension TextFieldFormFeature: HostedFeature {}
extension RelationshipFeature: HostedFeature {}
extension ExtraInfoFeature: HostedFeature {}
extension InterestsFeature: HostedFeature {}
extension BookmarksFeature: HostedFeature {}
extension LocationDetailFeature: HostedFeature {}
