import DLC

/// A scene to embed: a label and a button of ids of its own, recording its lifecycle and taps.
final class CardController: SceneController {
  let log: LifecycleLog?
  private let cardID: String
  private(set) var taps = 0

  /// - Parameters:
  ///   - title: The scene's name and title.
  ///   - id: The prefix of its elements' ids, so that cards shown together differ.
  ///   - log: Where it records its lifecycle, if anywhere.
  init(title: String, id: String = "card", log: LifecycleLog? = nil) {
    self.log = log
    cardID = id
    super.init(title: title)
  }

  override var name: String { title }

  override func loadView() -> SceneView {
    let view = CardView()
    view.text = Label(id: cardID, text: title)
    view.action = Button(id: "\(cardID)Action", title: "Act")
    view.action.onTap = { [weak self] in self?.taps += 1 }
    return view
  }

  override func willAppear() { log?.record("\(title).willAppear") }
  override func didAppear() { log?.record("\(title).didAppear") }
  override func willDisappear() { log?.record("\(title).willDisappear") }
  override func didDisappear() { log?.record("\(title).didDisappear") }
}

/// A card's elements, made by its controller with the ids it was given.
final class CardView: SceneView {
  var text = Label(id: "card")
  var action = Button(id: "cardAction", title: "Act")

  override var body: [Element] { [text, action] }
}
