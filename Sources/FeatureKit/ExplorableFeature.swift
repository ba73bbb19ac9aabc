// MARK: - ExplorableFeature

/// A feature that names texts worth typing into its fields when it is explored (`uistate
/// explore`), beside the explorer's defaults (empty, short, the ten-character edges, over-long):
/// a valid value, the edges of the field's own rule.
///
/// ```swift
/// extension TextFieldFormFeature: ExplorableFeature {
///     public static var sampleInputs: [String: [String]] { ["form.phone": ["010-1234-5678"]] }
/// }
/// ```
public protocol ExplorableFeature: PluginFeature {
    /// Texts by text field id, tried in order before the defaults.
    static var sampleInputs: [String: [String]] { get }
}
