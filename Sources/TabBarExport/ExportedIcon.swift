import Foundation
import LottieInterpreter
@_spi(Model) import LottieModel

/// A tab's icon as the export reads it: the Lottie JSON it was read from (copied into the export as written), its
/// model, and the keypaths its colours answer to (which decide how the tint reaches it).
package struct ExportedIcon: Sendable {
    /// The name used in messages: the icon's file.
    package var name: String
    /// The icon's Lottie JSON as written.
    package var json: Data
    /// The icon's decoded model.
    package var animation: LottieAnimation
    /// Every keypath of the icon, as overrides name them.
    package var keypaths: [Keypath]

    /// The icon `name`, read from `json` as `animation`, with its `keypaths`.
    package init(name: String, json: Data, animation: LottieAnimation, keypaths: [Keypath]) {
        self.name = name
        self.json = json
        self.animation = animation
        self.keypaths = keypaths
    }
}

/// Why a bar could not be exported: an icon whose JSON cannot be copied into the export.
package struct TabBarExportError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, naming the icon.
    package let description: String

    init(_ description: String) { self.description = description }
}
