import DLC

/// Follows the objects of every scene the stage shows and names those still alive once their
/// scene has left the stage, as the test kit's leak tracker names them.
@MainActor
final class DepartureWatch {
  private struct Part {
    weak var object: AnyObject?
    let description: String
  }

  private struct Watched {
    weak var controller: SceneController?
    let name: String
    var parts: [Part]
    var seen: Set<ObjectIdentifier>
  }

  private var watched: [Watched] = []

  /// A scene that left the stage but is still alive, with each object of it still alive.
  struct Leak: Equatable {
    var scene: String
    var alive: [String]

    /// What `explore` and `run` report, such as `scene 'Detail' left the stage and is not
    /// freed: DetailPresenter of scene 'Detail' at logic.presenter; …`.
    var description: String {
      "scene '\(scene)' left the stage and is not freed: " + alive.joined(separator: "; ")
    }
  }

  /// Takes note of the scenes the stage shows, then reports the scenes that have left it and
  /// are not freed; each departed scene is reported once and then forgotten.
  ///
  /// Call it once the commands have settled: while work is still in flight nothing can be
  /// judged and nothing is reported. It settles the stage, as the test kit does, so that the
  /// stage lets go of the finished work of the scenes that left.
  func check(_ stage: Stage) async -> [Leak] {
    guard !stage.hasWorkInFlight else { return [] }
    await stage.settle()
    let shown = stage.allScenes
    for controller in shown {
      let known = watched.contains { $0.controller === controller }
      // Scenes below the top do not change while covered; walking them again is wasted work.
      guard !known || controller === stage.topScene else { continue }
      let index =
        watched.firstIndex { $0.controller === controller }
        ?? {
          watched.append(
            Watched(controller: controller, name: controller.name, parts: [], seen: []))
          return watched.count - 1
        }()
      for part in ObjectGraph.parts(of: controller)
      where watched[index].seen.insert(ObjectIdentifier(part.object)).inserted {
        watched[index].parts.append(
          Part(object: part.object, description: part.description(in: "scene '\(controller.name)'"))
        )
      }
    }
    var leaks: [Leak] = []
    watched.removeAll { entry in
      if let controller = entry.controller, shown.contains(where: { $0 === controller }) {
        return false
      }
      let alive = entry.parts.filter { $0.object != nil }.map(\.description)
      if !alive.isEmpty {
        leaks.append(Leak(scene: entry.name, alive: alive))
      }
      return true
    }
    return leaks
  }
}
