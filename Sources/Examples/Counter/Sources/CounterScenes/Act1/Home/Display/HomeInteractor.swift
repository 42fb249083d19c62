import DLC

/// Binds Home's element events to its use cases.
final class HomeInteractor:
  SceneInteractor<
    HomeView,
    any HomeLogicInterface
  >
{
  override func bind(_ view: HomeView) {
    view.ok.onTap = { [logic] in logic.acknowledge() }
    view.scenes.onSelect = { [logic] in logic.open($0) }
  }
}
