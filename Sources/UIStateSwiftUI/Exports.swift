// SwiftUI brings Foundation with it: a view file that imports only SwiftUI still names `Date`,
// `URL` and `CGFloat` (on Linux `CGFloat` is Foundation's). A file that imports this module in
// place of SwiftUI must compile the same.
@_exported public import Foundation
