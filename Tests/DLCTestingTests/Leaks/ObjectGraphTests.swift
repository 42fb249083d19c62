import CacheWorker
import CacheWorkerTesting
import DLCTesting
import Foundation
import ServerWorkerTesting
import Testing
import ValidationWorkerTesting

@testable import DLC

@MainActor
@Suite struct ObjectGraphTests {
  private func paths(from root: AnyObject) -> [String] {
    ObjectGraph.parts(of: root).map { "\(type(of: $0.object)) \($0.path)" }
  }

  @Test func followsOptionalsCollectionsDictionariesTuplesStructsAndEnumPayloads() {
    let root = Node()
    root.optional = Node()
    root.array = [Node(), Node()]
    root.dictionary = ["key": Node()]
    root.pair = (1, Node())
    root.wrapper = Wrapper(node: Node())
    root.choice = .some(Node())
    #expect(
      paths(from: root) == [
        "Node ", "Node optional", "Node array[0]", "Node array[1]", "Node choice.some",
        "Node dictionary[0].value", "Node pair.1", "Node wrapper.node",
      ])
  }

  @Test func followsPropertiesOfSuperclassesAndNamesLazyOnesAsDeclared() {
    let root = SubNode()
    _ = root.lazyNode
    root.optional = Node()
    #expect(paths(from: root) == ["SubNode ", "Node lazyNode", "Node optional"])
  }

  @Test func visitsEachObjectOnceThroughCycles() {
    let root = Node()
    let other = Node()
    root.optional = other
    other.optional = root
    other.array = [root, other]
    #expect(paths(from: root) == ["Node ", "Node optional"])
  }

  @Test func walksALongChainWithoutRunningOutOfStack() {
    let root = Node()
    var last = root
    for _ in 0..<20_000 {
      let next = Node()
      last.optional = next
      last = next
    }
    let parts = ObjectGraph.parts(of: root)
    #expect(parts.count == 20_001)
    #expect(
      parts.last?.path == "…." + Array(repeating: "optional", count: 12).joined(separator: "."))
    // Freeing a long chain recursively would itself exhaust the stack; unlink it first.
    var current: Node? = root
    while let node = current {
      current = node.optional
      node.optional = nil
    }
  }

  @Test func stopsAtWhatOutlivesAScene() {
    let root = Node()
    let dc = SampleDC(clock: ManualClock())
    root.shared = [
      GreetingWorker(clock: ContinuousClock()), Stage(), ManualClock(), dc, dc.factory,
      DetailController(text: "Other"),
    ]
    #expect(paths(from: root) == ["Node "])
  }

  @Test func stopsAtWorkersAndDoublesHeldDirectly() {
    let root = Node()
    root.shared = [
      MailWorker(), CacheWorker().namespace("ada"), ServerStub(),
      CacheDouble.inMemory(clock: ManualClock()),
      ValidationDouble(),
    ]
    #expect(paths(from: root) == ["Node "])
  }

  @Test func entersAnObjectOfNoSystemLibraryThatDoesNotSayItIsShared() {
    let root = Node()
    root.shared = [Mailbox()]
    #expect(paths(from: root) == ["Node ", "Mailbox shared[0]"])
  }

  @Test func skipsObjectsOfSystemLibrariesAndOfTheKit() {
    let root = Node()
    root.shared = [
      URL(fileURLWithPath: "/tmp"), Data([1, 2, 3]), NSObject(), CallLog<Int>(), LeakTracker(),
    ]
    #expect(paths(from: root) == ["Node "])
  }

  @Test func namesNoLinkADeclaredSceneKeepsToItself() {
    let dc = StubNewsletterDC(validation: ValidationDouble())
    let stage = Stage(clock: ManualClock())
    let scene = dc.factory.scene(.subscribe)
    stage.setRoot(scene)
    _ = stage.snapshot()

    let parts = ObjectGraph.parts(of: scene)

    #expect(parts.contains { $0.object is SubscribePresenter })
    #expect(!parts.contains { $0.object is SceneLink })
  }

  @Test func followsTheElementTreeOfAView() {
    let view = GreeterView()
    let extra = Label(id: "extra")
    view.root.add(extra)
    let found = Set(ObjectGraph.parts(of: view).map { ObjectIdentifier($0.object) })
    let elements: [Element] = [
      view.greeting, view.name, view.preview, view.greet, view.history, view.root, extra,
    ]
    #expect(elements.allSatisfy { found.contains(ObjectIdentifier($0)) })
  }
}

/// An object with a property of every shape the walk follows.
class Node {
  var optional: Node?
  var array: [Node] = []
  var dictionary: [String: Node] = [:]
  var pair: (Int, Node?) = (0, nil)
  var wrapper: Wrapper?
  var choice: Choice = .none
  var shared: [Any] = []
  var numbers = [1, 2, 3]
}

/// A subclass with a lazy property.
final class SubNode: Node {
  lazy var lazyNode = Node()
}

/// A struct that holds an object.
struct Wrapper {
  let node: Node
}

/// An enum whose payload is an object.
enum Choice {
  case none
  case some(Node)
}
