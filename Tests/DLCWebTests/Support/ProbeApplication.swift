import DLC
import PlainScenes
import Synchronization

/// A small application for the server's tests: text that looks like markup, a secure field
/// and a button that puts what it holds on the screen, work that ends later, news followed
/// from outside, a clock that ticks, a second scene and a link to it.
@MainActor
struct ProbeApplication: SceneApplication {
  static let acts = [ActDescription(name: "Main", scenes: ["Home", "Next"])]
  static let links = ["probe://next"]

  /// A label's text that a page must show as text.
  static let markup = "<img src=x onerror=alert(1)>"

  /// What the work of the `later` button waits for before it ends.
  var gate = ProbeGate()
  /// What the home scene follows, as a scene follows a store another session writes to.
  var feed = ProbeFeed()

  func start(on stage: Stage) {
    stage.setRoot(ProbeScene.home(gate: gate, feed: feed))
  }

  func open(_ link: String, on stage: Stage) throws(DeepLinkError) {
    guard link == "probe://next" else { throw .noRoute(link: link, routes: Self.links) }
    stage.push(ProbeScene.next())
  }
}

/// The probe's scenes.
@MainActor
enum ProbeScene {
  static func home(gate: ProbeGate, feed: ProbeFeed) -> PlainScene {
    PlainScene("Home") { scene in
      let status = Label(id: "status", text: "idle")
      let news = Label(id: "news", text: "")
      scene.tasks.follow { deliver in
        feed.subscribe(deliver)
        return {}
      } then: { [weak news] (text: String) in
        news?.text = text
      }
      let later = Button(id: "later", title: "Later")
      later.onTap = { [weak scene, weak status] in
        scene?.tasks.run {
          while !gate.isOpen, !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(5))
          }
          guard !Task.isCancelled else { return }
          status?.text = "done"
        }
      }
      let secret = TextField(id: "secret", isSecure: true)
      // Puts what was typed into the secure field on the screen, as no scene should.
      let reveal = Button(id: "reveal", title: "Reveal")
      reveal.onTap = { [weak scene, weak secret, weak status] in
        let text = secret?.text ?? ""
        status?.text = "typed \(text)"
        scene?.title = "Hello \(text)"
        scene?.showAlert(Alert(title: "Typed", message: "You typed \(text)"))
      }
      let ticks = Label(id: "ticks", text: "0")
      let tick = Button(id: "tick", title: "Tick")
      tick.onTap = { [weak scene, weak ticks] in
        guard let scene, let clock = scene.stage?.clock else { return }
        var count = 0
        scene.tasks.run(every: .milliseconds(30), on: clock) { [weak ticks] in
          count += 1
          ticks?.text = "\(count)"
        }
      }
      let next = Button(id: "next", title: "Next")
      next.onTap = { [weak scene] in
        scene?.stage?.push(ProbeScene.next())
      }
      return [
        Label(id: "danger", text: ProbeApplication.markup), secret, reveal, later, next,
        status, news, tick, ticks,
      ]
    }
  }

  static func next() -> PlainScene {
    PlainScene("Next") { _ in [Label(id: "title", text: "Next")] }
  }
}

/// Holds back work until a test lets it end, so that the test knows the work is still going
/// when it looks.
@MainActor
final class ProbeGate {
  private(set) var isOpen = false

  func open() {
    isOpen = true
  }
}

/// News that arrives from outside a session, at any time, from any thread.
final class ProbeFeed: Sendable {
  private let subscribers = Mutex<[@Sendable (String) -> Void]>([])

  /// Starts handing news to a follower, the empty text at once.
  func subscribe(_ deliver: @escaping @Sendable (String) -> Void) {
    subscribers.withLock { $0.append(deliver) }
    deliver("")
  }

  /// Hands a text to every follower.
  func post(_ text: String) {
    for deliver in subscribers.withLock({ $0 }) {
      deliver(text)
    }
  }
}
