/// How a ``VStack`` lines up its children across its width.
public enum HorizontalAlignment: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing
}

/// How an ``HStack`` lines up its children across its height.
public enum VerticalAlignment: String, Sendable, Hashable, CaseIterable {
    case top, center, bottom, firstTextBaseline
}

/// Where a ``ZStack`` places its layers.
public enum Alignment: String, Sendable, Hashable, CaseIterable {
    case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing
}
