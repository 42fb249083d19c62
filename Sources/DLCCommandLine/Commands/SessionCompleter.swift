import DLC
import DLCScript

/// Completes what a person types at the REPL from what the stage shows: command names; after
/// `tap` the enabled buttons (the alert's while one is up); after `type` the fields and text
/// areas; after `select`, `toggle` and `choose` the lists, toggles and choices (and then the
/// choice's options); after `tab` the titles on the tab bars; after `open` the application's
/// links; after `expect` every id and `screen`, `scene`, `tab`, `alert`, then what may be
/// checked; after `expect scene is` the scene names, after `expect tab is` the tabs' titles.
@MainActor
struct SessionCompleter: LineCompleting {
  /// The stage the session plays on.
  let stage: Stage
  /// The application's acts, for scene names.
  let acts: [ActDescription]
  /// The application's links, such as `atlas://countries/CODE`.
  var links: [String] = []

  func completions(for textBeforeCursor: String) -> [String] {
    let words = textBeforeCursor.split(separator: " ", omittingEmptySubsequences: true)
      .map(String.init)
    let complete = textBeforeCursor.hasSuffix(" ") ? words : Array(words.dropLast())
    guard let command = complete.first else { return HelpCatalog.commandNames.sorted() }
    let screen = stage.snapshot()
    let elements = Self.visible(screen.elements)
    let ids: (ElementKind...) -> [String] = { kinds in
      elements.filter { kinds.contains($0.kind) && $0.isEnabled }.map(\.id)
    }
    switch (command, complete.count) {
    case ("tap", 1):
      return screen.alert.map { $0.buttons.map(\.id) } ?? ids(.button)
    case ("type", 1):
      return ids(.field, .textArea)
    case ("select", 1):
      return ids(.list)
    case ("toggle", 1):
      return ids(.toggle)
    case ("choose", 1):
      return ids(.choice)
    case ("choose", 2):
      let options = elements.first { $0.id == complete[1] }?.options ?? []
      return options.map { $0.contains(" ") ? "\"\($0)\"" : $0 }
    case ("tab", 1):
      return tabTitles(in: elements)
    case ("open", 1):
      return links
    case ("expect", 1):
      return ["screen", "scene", "tab", "alert"] + elements.map(\.id)
    case ("expect", 2):
      switch complete[1] {
      case "screen": return ["has", "not"]
      case "scene", "tab": return ["is", "not"]
      case "alert": return ["has", "not", "none"]
      default:
        return ["is", "has", "not", "count"] + ElementCondition.allCases.map(\.rawValue)
      }
    case ("expect", 3) where complete[1] == "scene":
      return acts.flatMap(\.scenes)
    case ("expect", 4) where complete[1] == "scene" && complete[2] == "not":
      return acts.flatMap(\.scenes)
    case ("expect", 3) where complete[1] == "tab",
      ("expect", 4) where complete[1] == "tab" && complete[2] == "not":
      return tabTitles(in: elements)
    case ("help", 1):
      return HelpCatalog.commandNames.sorted()
    default:
      return []
    }
  }

  /// The titles of the tab bars among the elements, quoted where they have blanks.
  private func tabTitles(in elements: [ElementSnapshot]) -> [String] {
    elements.filter { $0.kind == .tabBar && $0.isEnabled }.flatMap { $0.options ?? [] }
      .map { $0.contains(" ") ? "\"\($0)\"" : $0 }
  }

  /// Every element a person can see, stacks' children included.
  private static func visible(_ elements: [ElementSnapshot]) -> [ElementSnapshot] {
    elements.filter { !$0.isHidden }.flatMap { [$0] + visible($0.children ?? []) }
  }
}
