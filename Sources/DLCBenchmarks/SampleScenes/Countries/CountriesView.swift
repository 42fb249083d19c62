import DLC

/// A heading over a list of countries: the scene the rendering benchmark renders.
final class CountriesView: SceneView {
  let heading = Label(id: "heading", text: "Countries")
  let results = ListView(id: "results")

  override var body: [Element] { [heading, results] }
}
