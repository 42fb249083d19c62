import DLC

/// Elements of each kind in the states that change what their JSON holds.
@MainActor
enum ElementSamples {
  /// The samples of one kind; the switch has no default, so a new kind does not compile until
  /// it has samples here.
  static func elements(of kind: ElementKind) -> [Element] {
    switch kind {
    case .label:
      [Label(id: "label", text: "Hello"), Label(id: "emptyLabel")]
    case .field:
      [
        TextField(id: "field", text: "Ada", placeholder: "Name"),
        TextField(id: "secureField", text: "secret", isSecure: true),
      ]
    case .button:
      [Button(id: "button", title: "Save")]
    case .list:
      [ListView(id: "list", rows: ["One", "Two"]), selectedList()]
    case .stack:
      [VerticalStack(id: "stack", children: [Label(id: "inStack", text: "Inside")])]
    case .row:
      [HorizontalStack(id: "row", children: [Button(id: "inRow", title: "Go")])]
    case .toggle:
      [Switch(id: "toggle", title: "Dark", isOn: true)]
    case .choice:
      [Choice(id: "choice", title: "Order", options: ["Name", "Size"], selectedIndex: 1)]
    case .textArea:
      [TextArea(id: "textArea", text: "Lakes", placeholder: "Note")]
    case .image:
      [
        ImageView(
          id: "image", accessibilityDescription: "Flag", size: ImageSize(width: 3, height: 2)),
        ImageView(id: "unsizedImage"),
      ]
    case .progress:
      [ProgressIndicator(id: "progress", fraction: 0.4), ProgressIndicator(id: "working")]
    case .scene:
      [SceneSlot(id: "emptySlot")]
    case .tabBar:
      [TabBar(id: "tabBar", titles: ["Search", "Favorites"], selectedIndex: 1)]
    }
  }

  private static func selectedList() -> ListView {
    let list = ListView(id: "selectedList", rows: ["One", "Two"])
    list.selectedIndex = 1
    return list
  }
}
