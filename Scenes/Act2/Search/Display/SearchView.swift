import DLC

/// Search's elements: who is signed in, the query, its answers and the way to settings.
final class SearchView: SceneView {
  let greeting = Label(id: "greeting")
  let query = TextField(id: "query", placeholder: "country name")
  let results = ListView(id: "results")
  let status = Label(id: "status")
  let settings = Button(id: "settings", title: "Settings")

  override var body: [Element] { [greeting, query, results, status, settings] }
}
