import DLC

/// Detail's elements: the flag, the country's facts, the favorite toggle and a note, with a line
/// that says when the note is not saved.
final class DetailView: SceneView {
  let flag = ImageView(id: "flag", size: ImageSize(width: 60, height: 40))
  let name = Label(id: "name")
  let loading = ProgressIndicator(id: "loading")
  let capital = Label(id: "capital")
  let population = Label(id: "population")
  let region = Label(id: "region")
  let favorite = Button(id: "favorite", title: "Add to favorites")
  let note = TextArea(id: "note", placeholder: "a note about this country, for you alone")
  let noteStatus = Label(id: "noteStatus")

  required init() {
    super.init()
    // Shown only while the note as typed is not saved.
    noteStatus.isHidden = true
  }

  override var body: [Element] {
    [flag, name, loading, capital, population, region, favorite, note, noteStatus]
  }
}
