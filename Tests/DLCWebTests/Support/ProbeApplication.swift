import DLC
import PlainScenes

/// A small application for the server's tests: text that looks like markup, a secure field,
/// work that ends later, a second scene and a link to it.
@MainActor
struct ProbeApplication: SceneApplication {
  static let acts = [ActDescription(name: "Main", scenes: ["Home", "Next"])]
  static let links = ["probe://next"]

  /// A label's text that a page must show as text.
  static let markup = "<img src=x onerror=alert(1)>"

  /// What the work of the `later` button waits for before it ends.
  var gate = ProbeGate()

  func start(on stage: Stage) {
    stage.setRoot(ProbeScene.home(gate: gate))
  }

  func open(_ link: String, on stage: Stage) throws(DeepLinkError) {
    guard link == "probe://next" else { throw .noRoute(link: link, routes: Self.links) }
    stage.push(ProbeScene.next())
  }
}

/// The probe's scenes.
@MainActor
enum ProbeScene {
  static func home(gate: ProbeGate) -> PlainScene {
    PlainScene("Home") { scene in
      let status = Label(id: "status", text: "idle")
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
      let next = Button(id: "next", title: "Next")
      next.onTap = { [weak scene] in
        scene?.stage?.push(ProbeScene.next())
      }
      return [
        Label(id: "danger", text: ProbeApplication.markup), TextField(id: "secret", isSecure: true),
        later, next,
        status,
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
