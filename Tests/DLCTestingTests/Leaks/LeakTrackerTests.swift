import DLC
import TestSupport
import Testing

@testable import DLCTesting

@MainActor
@Suite struct LeakTrackerTests {
  let tracker = LeakTracker()

  @Test func passesOnceEveryTrackedObjectIsFreed() {
    do {
      let logic = tracker.track(Holder())
      tracker.track(Holder(next: logic), named: "second")
      #expect(tracker.aliveCount == 1)
    }
    #expect(tracker.aliveCount == 0)
    tracker.assertFreed()
  }

  @Test func failsNamingAnObjectStillAliveByItsType() {
    let kept = tracker.track(Holder())
    withKnownIssue {
      tracker.assertFreed()
    } matching: {
      $0.mentions("1 object was not freed:\n  Holder")
    }
    #expect(kept.next == nil)
  }

  @Test func failsNamingAnObjectStillAliveByTheNameItWasTrackedWith() {
    let kept = tracker.track(Holder(), named: "the logic")
    withKnownIssue {
      tracker.assertFreed()
    } matching: {
      $0.mentions("'the logic' (Holder)")
    }
    #expect(kept.next == nil)
  }

  @Test func tracksEverythingReachableAndNamesEachByItsPath() {
    let kept = tracker.trackObjects(reachableFrom: Holder(next: Holder(next: Holder())))
    #expect(
      tracker.aliveDescriptions == [
        "Holder of Holder", "Holder of Holder at next", "Holder of Holder at next.next",
      ])
    withKnownIssue {
      tracker.assertFreed()
    } matching: {
      $0.mentions("3 objects were not freed:")
    }
    #expect(kept.next != nil)
  }

  @Test func namesTheSceneOfObjectsReachedFromAController() {
    let scene = DetailController(text: "Entry")
    _ = scene.view
    tracker.trackObjects(reachableFrom: scene)
    #expect(
      tracker.aliveDescriptions == [
        "DetailController of scene 'Detail'", "SceneTasks of scene 'Detail' at tasks",
        "DetailView of scene 'Detail' at view", "Label of scene 'Detail' at view.entry",
      ])
  }

  @Test func anObjectTrackedTwiceIsNamedOnce() {
    let kept = Holder()
    tracker.track(kept)
    tracker.track(kept, named: "again")
    tracker.trackObjects(reachableFrom: kept)
    #expect(tracker.aliveDescriptions == ["Holder"])
  }

  @Test func anObjectAtTheAddressOfAFreedOneIsTrackedAnew() {
    for _ in 0..<100 {
      tracker.track(Holder())
    }
    let kept = tracker.track(Holder())
    #expect(tracker.aliveDescriptions == ["Holder"])
    #expect(kept.next == nil)
  }
}

/// An object that may hold another.
final class Holder {
  var next: Holder?

  init(next: Holder? = nil) {
    self.next = next
  }
}
