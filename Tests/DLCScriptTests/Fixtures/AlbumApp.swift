import DLC

/// An application of two tabs, Photos and People, whose links open a tab: `album://photos` and
/// `album://people`.
final class AlbumApp: SceneApplication {
  static let acts = [ActDescription(name: "Album", scenes: ["Photos", "People"])]

  static let router = DeepLinkRouter<Int>(
    scheme: "album",
    routes: [DeepLinkRoute("photos") { _ in 0 }, DeepLinkRoute("people") { _ in 1 }])

  static var links: [String] { router.usage }

  func start(on stage: Stage) {
    stage.setRoot(tabs(selecting: 0))
  }

  func open(_ link: String, on stage: Stage) throws(DeepLinkError) {
    stage.setRoot(tabs(selecting: try Self.router.destination(for: link)))
  }

  private func tabs(selecting index: Int) -> TabBarController {
    TabBarController(
      name: "Album",
      tabs: [
        .init(title: "Photos", root: PlainController(name: "Photos", title: "Photos")),
        .init(title: "People", root: PlainController(name: "People", title: "People")),
      ],
      selectedIndex: index)
  }
}
