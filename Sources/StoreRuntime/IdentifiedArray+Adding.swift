// MARK: - Creating and adding

extension IdentifiedArray {
    /// Creates an array from elements whose ids are unique, as TCA spells it.
    ///
    /// A repeated id keeps its first element (TCA traps): the elements often come from outside,
    /// a response or a decoded list, where a duplicate must not bring the feature down.
    public init(uniqueElements elements: some Sequence<Element>) {
        self.init(elements)
    }

    /// TCA's initialiser that skips the uniqueness check; here it is checked all the same, with
    /// the first element of a repeated id kept.
    public init(uncheckedUniqueElements elements: some Sequence<Element>) {
        self.init(elements)
    }

    /// Creates an array from `elements`, combining the elements that share an id with
    /// `combine(existing, new)`; the result keeps the position of the first.
    public init(
        _ elements: some Sequence<Element>,
        uniquingIDsWith combine: (Element, Element) throws -> Element
    ) rethrows {
        self.init()
        for element in elements {
            if let offset = offsets[element.id] {
                let combined = try combine(self.elements[offset], element)
                self[offset] = combined
            } else {
                append(element)
            }
        }
    }

    /// Appends the elements of `newElements` whose ids are not present yet, in order.
    public mutating func append(contentsOf newElements: some Sequence<Element>) {
        for element in newElements {
            append(element)
        }
    }

    /// Replaces the element with `element`'s id, returning the one replaced, or appends
    /// `element` and returns `nil`.
    @discardableResult
    public mutating func updateOrAppend(_ element: Element) -> Element? {
        guard let offset = offsets[element.id] else {
            append(element)
            return nil
        }
        let original = elements[offset]
        elements[offset] = element
        return original
    }

    /// Replaces the element with `element`'s id in place, or inserts `element` at `offset`
    /// (clamped to the bounds); returns the element replaced and where `element` now is.
    @discardableResult
    public mutating func updateOrInsert(_ element: Element, at offset: Int) -> (originalMember: Element?, index: Int) {
        if let existing = offsets[element.id] {
            let original = elements[existing]
            elements[existing] = element
            return (original, existing)
        }
        insert(element, at: offset)
        return (nil, offsets[element.id] ?? offset)
    }

    /// The elements for which `isIncluded` is true, as an identified array.
    public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
        IdentifiedArray(try elements.filter(isIncluded))
    }
}
