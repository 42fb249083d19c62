/// A scene of tabs: a ``TabBar`` above the selected tab, each tab a ``StackController`` with a
/// way back of its own.
///
/// Switching tabs hides the tab it leaves without ending it: its scenes, their state and their
/// work stay until the container leaves the stage. A person switches with the tab bar (`tab
/// TITLE` in a script); the application can switch with ``selectTab(at:)``.
///
/// ```swift
/// @MainActor
/// func home(_ factory: Act2Factory) -> TabBarController {
///   TabBarController(
///     name: "Home",
///     tabs: [
///       .init(title: "Search", root: factory.scene(.search(Search.Setup()))),
///       .init(title: "Favorites", root: factory.scene(.favorites(Favorites.Setup()))),
///     ])
/// }
/// ```
public final class TabBarController: SceneController {
  /// One tab: its title on the tab bar and the scenes its stack starts with.
  public struct Tab {
    /// The title on the tab bar.
    public var title: String
    /// The tab's stack, root first; only the top one shows.
    public var scenes: [SceneController]

    /// Creates a tab that starts with one scene.
    ///
    /// - Parameters:
    ///   - title: The title on the tab bar.
    ///   - root: The tab's first scene.
    public init(title: String, root: SceneController) {
      self.init(title: title, scenes: [root])
    }

    /// Creates a tab that starts with a stack of scenes, such as a link's target over the
    /// scene a person would have come from.
    ///
    /// - Parameters:
    ///   - title: The title on the tab bar.
    ///   - scenes: The tab's stack, root first; never empty.
    public init(title: String, scenes: [SceneController]) {
      self.title = title
      self.scenes = scenes
    }
  }

  /// The tab bar, whose selection is the tab shown.
  public let tabBar: TabBar

  /// Each tab's stack, in the tab bar's order.
  public let stacks: [StackController]

  private let slot = SceneSlot(id: "tab")
  private let sceneName: String

  /// Creates the container; a tab's scenes load when the tab is first shown.
  ///
  /// - Parameters:
  ///   - name: The container's scene name, for tools that list scenes.
  ///   - tabs: The tabs, in order; never empty.
  ///   - selectedIndex: The tab shown first; the first one if out of range.
  public init(name: String = "Tabs", tabs: [Tab], selectedIndex: Int = 0) {
    precondition(!tabs.isEmpty, "a tab bar controller has at least one tab")
    sceneName = name
    tabBar = TabBar(id: "tabs", titles: tabs.map(\.title), selectedIndex: selectedIndex)
    stacks = tabs.map { StackController(scenes: $0.scenes) }
    super.init()
    for stack in stacks {
      addChild(stack)
    }
    place(stacks[tabBar.selectedIndex], in: slot)
  }

  override public var name: String { sceneName }

  /// The index of the tab shown.
  public var selectedIndex: Int { tabBar.selectedIndex }

  /// Shows another tab, as a tap on its title does; the tab it leaves keeps its scenes.
  ///
  /// - Parameter index: The tab's index; one out of range is ignored.
  public func selectTab(at index: Int) {
    guard stacks.indices.contains(index) else { return }
    tabBar.selectedIndex = index
    show(stacks[index], in: slot)
  }

  override public func loadView() -> SceneView {
    tabBar.onSelect = { [weak self] index in self?.selectTab(at: index) }
    let view = ContainerView()
    view.elements = [tabBar, slot]
    return view
  }
}
