import DLC

/// Settings' elements: display preferences, the cache's figures and what can be done about them.
final class SettingsView: SceneView {
  let millions = Switch(id: "millions", title: "Populations in millions")
  let order = Choice(
    id: "order", title: "Result order", options: Preferences.ResultOrder.allCases.map(\.rawValue))
  let cache = Label(id: "cache")
  let clearCache = Button(id: "clearCache", title: "Clear cache")
  let signOut = Button(id: "signOut", title: "Sign out")

  override var body: [Element] { [millions, order, cache, clearCache, signOut] }
}
