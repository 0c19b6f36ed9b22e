import LottieInterpreter
import TabBarComposing

extension TabBarComposer {
    /// A composer of `document`'s bar, each icon with its document's own overrides.
    init(document: TabBarDocument) {
        self.init(
            manifest: document.manifest, layout: document.bar.layout,
            icons: document.icons.map {
                ComposedIcon(animation: $0.animation, interpreter: $0.interpreter, overrides: $0.overrides)
            })
    }
}
