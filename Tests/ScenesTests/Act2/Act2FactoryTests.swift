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
  @Test func searchIsBuiltAsTheSearchScene() {
    let tracker = LeakTracker()
    do {
      let dc = tracker.track(Act2DCStub())
      let scene = tracker.track(dc.factory.scene(.search(Search.Setup())))

      #expect(scene.name == "Search")
      #expect(scene.title == "Search")
    }
    tracker.assertFreed()
  }

  @Test func detailIsBuiltForTheCountryItWasGiven() {
    let tracker = LeakTracker()
    do {
      let dc = tracker.track(Act2DCStub())
      let scene = tracker.track(
        dc.factory.scene(.detail(Detail.Setup(country: .ghana))))

      #expect(scene.name == "Detail")
      #expect(scene.title == "Ghana")
    }
    tracker.assertFreed()
  }

  @Test func homeOpensOnTheSearchTabWithSearchAlone() throws {
    let tracker = LeakTracker()
    do {
      let dc = tracker.track(Act2DCStub())
      let home = try #require(dc.factory.scene(.home(.search(query: ""))) as? TabBarController)
      tracker.track(home)

      #expect(home.name == "Home")
      #expect(home.tabBar.titles == ["Search", "Favorites"])
      #expect(home.selectedIndex == 0)
      #expect(home.stacks.map { $0.scenes.map(\.name) } == [["Search"], ["Favorites"]])
    }
    tracker.assertFreed()
  }

  @Test func homeOpensACountryOverSearch() throws {
    let tracker = LeakTracker()
    do {
      let dc = tracker.track(Act2DCStub())
      let home = try #require(
        dc.factory.scene(.home(.country(code: "GHA"))) as? TabBarController)
      tracker.track(home)

      #expect(home.selectedIndex == 0)
      #expect(home.stacks[0].scenes.map(\.name) == ["Search", "Detail"])
      #expect(home.stacks[0].scenes.last?.title == "GHA")
    }
    tracker.assertFreed()
  }

  @Test func homeOpensOnTheFavoritesTab() throws {
    let tracker = LeakTracker()
    do {
      let dc = tracker.track(Act2DCStub())
      let home = try #require(dc.factory.scene(.home(.favorites)) as? TabBarController)
      tracker.track(home)

      #expect(home.selectedIndex == 1)
      #expect(home.tabBar.selectedTitle == "Favorites")
    }
    tracker.assertFreed()
  }

  @Test func settingsIsBuiltAsTheSettingsScene() {
    let tracker = LeakTracker()
    do {
      let dc = tracker.track(Act2DCStub())
      let scene = tracker.track(dc.factory.scene(.settings(Settings.Setup())))

      #expect(scene.name == "Settings")
      #expect(scene.title == "Settings")
    }
    tracker.assertFreed()
  }

  @Test func theActListsEverySceneTheFactoryBuilds() {
    let tracker = LeakTracker()
    do {
      let dc = tracker.track(Act2DCStub())
      let scenes = Act2SceneCase.allCases.map(\.sample)

      let names = scenes.map { tracker.track(dc.factory.scene($0)).name }

      #expect(scenes.map(Act2SceneCase.init) == Act2SceneCase.allCases)
      #expect(names == Act2Scene.act.scenes)
    }
    tracker.assertFreed()
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
    let tracker = LeakTracker()
    do {
      let dc = tracker.track(Act2DCStub())
      let act1 = tracker.track(dc.factory.act1DC())
      let scene = tracker.track(act1.factory.scene(.welcome(Welcome.Setup())))

      #expect(scene.name == "Welcome")
    }
    tracker.assertFreed()
  }
}
