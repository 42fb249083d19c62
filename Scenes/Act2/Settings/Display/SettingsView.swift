import DLC

/// Settings' elements: the cache's figures and what can be done about them.
final class SettingsView: SceneView {
  let cache = Label(id: "cache")
  let clearCache = Button(id: "clearCache", title: "Clear cache")
  let signOut = Button(id: "signOut", title: "Sign out")

  override var body: [Element] { [cache, clearCache, signOut] }
}
