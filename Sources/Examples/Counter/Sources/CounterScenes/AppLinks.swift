import DLC

/// The links Counter opens: `counter://SCENE` for each scene, shown over Home. `new scene`
/// adds the route of each scene it writes; `new act` adds how a link enters its act.
enum AppLinks {
  /// Where a link leads: a scene, made with act 1's container.
  typealias Destination = @MainActor (any Act1DCInterface) -> SceneController

  /// Every route, one a scene.
  static let router = DeepLinkRouter<Destination>(
    scheme: "counter",
    routes: [
      DeepLinkRoute("home") { _ in { $0.factory.scene(.home(.init())) } },
      DeepLinkRoute("counter") { _ in { $0.factory.scene(.counter(.init())) } },
    ])
}
