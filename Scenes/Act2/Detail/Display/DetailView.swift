import DLC

/// Detail's elements: the country's facts and the favorite toggle.
final class DetailView: SceneView {
  let name = Label(id: "name")
  let capital = Label(id: "capital")
  let population = Label(id: "population")
  let region = Label(id: "region")
  let favorite = Button(id: "favorite", title: "Add to favorites")

  override var body: [Element] { [name, capital, population, region, favorite] }
}
