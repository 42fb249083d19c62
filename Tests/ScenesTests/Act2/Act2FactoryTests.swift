import CacheWorker
import CacheWorkerTesting
import DLC
import DLCTesting
import ServerWorker
import ServerWorkerTesting
import Testing
import ValidationWorker
import ValidationWorkerTesting

@testable import Scenes

@MainActor
@Suite struct Act2FactoryTests {
  /// A scene is built as itself, titled from its setup: Detail by the country it was given.
  @Test(arguments: [
    (Act2Scene.search(Search.Setup()), "Search", "Search"),
    (.detail(Detail.Setup(country: .ghana)), "Detail", "Ghana"),
    (.settings(Settings.Setup()), "Settings", "Settings"),
  ])
  func aSceneIsBuiltAsItselfTitledFromItsSetup(scene: Act2Scene, name: String, title: String) {
    withContainer { dc, tracker in
      let built = tracker.track(dc.factory.scene(scene))

      #expect(built.name == name)
      #expect(built.title == title)
    }
  }

  @Test func homeOpensOnTheSearchTabWithSearchAlone() throws {
    try withContainer { dc, tracker in
      let home = try #require(dc.factory.scene(.home(.search(query: ""))) as? TabBarController)
      tracker.track(home)

      #expect(home.name == "Home")
      #expect(home.tabBar.titles == ["Search", "Favorites"])
      #expect(home.selectedIndex == 0)
      #expect(home.stacks.map { $0.scenes.map(\.name) } == [["Search"], ["Favorites"]])
    }
  }

  @Test func homeOpensACountryOverSearch() throws {
    try withContainer { dc, tracker in
      let home = try #require(
        dc.factory.scene(.home(.country(code: "GHA"))) as? TabBarController)
      tracker.track(home)

      #expect(home.selectedIndex == 0)
      #expect(home.stacks[0].scenes.map(\.name) == ["Search", "Detail"])
      #expect(home.stacks[0].scenes.last?.title == "GHA")
    }
  }

  @Test func homeOpensOnTheFavoritesTab() throws {
    try withContainer { dc, tracker in
      let home = try #require(dc.factory.scene(.home(.favorites)) as? TabBarController)
      tracker.track(home)

      #expect(home.selectedIndex == 1)
      #expect(home.tabBar.selectedTitle == "Favorites")
    }
  }

  @Test func theActListsEverySceneTheFactoryBuilds() {
    withContainer { dc, tracker in
      let scenes = Act2SceneCase.allCases.map(\.sample)

      let names = scenes.map { tracker.track(dc.factory.scene($0)).name }

      #expect(scenes.map(Act2SceneCase.init) == Act2SceneCase.allCases)
      #expect(names == Act2Scene.act.scenes)
    }
  }

  @Test func act1DCCarriesTheSameWorkersAndClock() async throws {
    let clock = ManualClock()
    let server = ServerStub()
    let cache = CacheDouble.inMemory(clock: ManualClock())
    let validation = ValidationDouble()
    let tracker = LeakTracker()
    do {
      let dc = tracker.track(
        Act2DCStub(clock: clock, server: server, cache: cache, validation: validation))
      let act1 = tracker.track(dc.factory.act1DC())

      #expect(act1.server as AnyObject === server)
      #expect(act1.validation as AnyObject === validation)
      #expect(act1.clock as AnyObject === clock)
      try await act1.cache.set("written by act 1", forKey: "note")
      #expect(await cache.value(of: String.self, forKey: "note") == "written by act 1")
    }
    tracker.assertFreed()
  }

  @Test func act1DCBuildsWelcome() {
    withContainer { dc, tracker in
      let act1 = tracker.track(dc.factory.act1DC())
      let scene = tracker.track(act1.factory.scene(.welcome(Welcome.Setup())))

      #expect(scene.name == "Welcome")
    }
  }

  /// Runs a test with a stub container and a tracker for what the test builds, then checks
  /// that the container and everything tracked were freed.
  private func withContainer(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (Act2DCStub, LeakTracker) throws -> Void
  ) rethrows {
    let tracker = LeakTracker()
    try body(tracker.track(Act2DCStub(sourceLocation: sourceLocation)), tracker)
    tracker.assertFreed(sourceLocation: sourceLocation)
  }
}
