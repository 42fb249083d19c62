import DLC

/// Favorites' elements: the countries, and a line that counts them or says there are none.
final class FavoritesView: SceneView {
  let countries = ListView(id: "favorites")
  let status = Label(id: "count")

  override var body: [Element] { [countries, status] }
}
