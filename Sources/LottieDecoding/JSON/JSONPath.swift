/// Where a value sits in a document, printed as `layers[3].shapes[0].it[2]` for messages.
///
/// A parent-linked chain, so descending one level costs one small allocation and no string work until printed.
package final class JSONPath: CustomStringConvertible, Sendable {
    enum Component: Sendable {
        case key(String)
        case index(Int)
    }

    let parent: JSONPath?
    let component: Component?

    private init(parent: JSONPath?, component: Component?) {
        self.parent = parent
        self.component = component
    }

    static let root = JSONPath(parent: nil, component: nil)

    package func appending(key: String) -> JSONPath { JSONPath(parent: self, component: .key(key)) }

    package func appending(index: Int) -> JSONPath { JSONPath(parent: self, component: .index(index)) }

    package var description: String {
        var components: [Component] = []
        var current: JSONPath? = self
        while let node = current, let component = node.component {
            components.append(component)
            current = node.parent
        }
        guard !components.isEmpty else { return "$" }
        var text = ""
        for component in components.reversed() {
            switch component {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
