import DLC

/// A tap on `ok` acknowledges the message.
/// A row of `scenes` opens its link.
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
