import DLC

/// Follows the objects of every scene the stage shows and names those still alive once their
/// scene has left the stage, as the test kit's leak tracker names them.
///
/// A scene's parts are gathered when it enters the stage and again as it leaves, when the stage
/// tells the watch; so a check after a command that moved nowhere costs next to nothing, however
/// many commands a script has.
@MainActor
final class DepartureWatch {
  private struct Part {
    weak var object: AnyObject?
    let description: String
  }

  private struct Watched {
    weak var controller: SceneController?
    let name: String
    var parts: [Part] = []
    var seen: Set<ObjectIdentifier> = []
    /// What the scene reaches that outlives it (its act's container), by the path from it.
    var outliving: [Part] = []
  }

  /// The scenes on the stage, by their controller.
  private var watched: [ObjectIdentifier: Watched] = [:]

  /// The scenes that have left the stage since the last check.
  private var departed: [Watched] = []

  private weak var observedStage: Stage?

  /// A scene that left the stage but is still alive, with each object of it still alive.
  struct Leak: Equatable {
    var scene: String
    var alive: [String]
    /// What holds it from outside the scene, as far as the object graph tells: an object that
    /// outlives the scene, with the path from it to the part it holds or to a closure that may.
    var heldBy: [String] = []
    /// The closures its own parts keep, when nothing outside is seen to hold a part: one that
    /// captures its own keeper is a cycle, which reflection cannot look into.
    var keptClosures: [String] = []
    /// The stored properties of its own parts that refer back to its controller, such as
    /// `StockPresenter.owner`: a strong one is a cycle (reflection cannot tell strong from
    /// weak, so each is named as a suspect).
    var referencesBack: [String] = []
    /// Whether an object outside the scene is seen holding a part, not only suspected.
    var isHolderSeen: Bool

    /// What `explore` and `run` report, such as `scene 'Detail' left the stage and is not
    /// freed: DetailPresenter of scene 'Detail' at logic.presenter; …`, followed by what holds
    /// it, where that is known or suspected.
    var description: String {
      var holding: [String] = []
      if !referencesBack.isEmpty {
        holding.append(
          "it may hold itself, through "
            + referencesBack.map { "\($0), which refers back to its controller" }
            .joined(separator: ", "))
      }
      if !keptClosures.isEmpty {
        holding.append(
          "it may hold itself, through a closure it keeps at "
            + keptClosures.joined(separator: ", "))
      }
      if !heldBy.isEmpty {
        holding.append("held from outside it by " + heldBy.joined(separator: "; "))
      }
      if !isHolderSeen, referencesBack.isEmpty {
        // Reflection sees no global, and nothing a closure or a task captures.
        holding.append(
          "held by what the walk cannot see: a global, an observer's closure, or a task not "
            + "started through `tasks`")
      }
      return "scene '\(scene)' left the stage and is not freed: " + alive.joined(separator: "; ")
        + (holding.isEmpty ? "" : "; " + holding.joined(separator: "; or "))
    }
  }

  /// Reports the scenes that have left the stage and are not freed; each departed scene is
  /// reported once and then forgotten.
  ///
  /// The first check on a stage takes note of the scenes it shows and from then on hears from
  /// the stage about every scene that enters or leaves it. Call it once the commands have
  /// settled: while work is still in flight nothing can be judged and nothing is reported. It
  /// settles the stage, as the test kit does, so that the stage lets go of the finished work of
  /// the scenes that left.
  func check(_ stage: Stage) async -> [Leak] {
    guard !stage.hasWorkInFlight else { return [] }
    await stage.settle()
    if observedStage !== stage {
      observe(stage)
    }
    await letFinishedWorkGo()
    var leaks: [Leak] = []
    for entry in departed {
      // A scene that came back is watched again as it entered.
      if let controller = entry.controller, controller.stage === stage {
        continue
      }
      let alive = entry.parts.filter { $0.object != nil }
      if !alive.isEmpty {
        let holders = Self.holders(of: alive, outliving: entry.outliving)
        leaks.append(
          Leak(
            scene: entry.name, alive: alive.map(\.description), heldBy: holders.names,
            keptClosures: holders.isDirect ? [] : Self.closuresKept(by: alive),
            referencesBack: holders.isDirect
              ? [] : Self.referencesBack(among: alive, to: entry.controller),
            isHolderSeen: holders.isDirect))
      }
    }
    departed = []
    return leaks
  }

  /// Gives the tasks that have just finished a few turns to let go of what they hold: a task
  /// stops counting as work a moment before its closure, which holds the scene's work record,
  /// is freed, and a scene judged in that moment would be reported though it is freed next.
  private func letFinishedWorkGo() async {
    for round in 0..<40 {
      let anyAlive = departed.contains { entry in
        entry.parts.contains { $0.object != nil }
          && !(entry.controller.map { $0.stage != nil } ?? false)
      }
      guard anyAlive else { return }
      if round < 20 {
        await Task.yield()
      } else {
        try? await Task.sleep(for: .milliseconds(1))
      }
    }
  }

  /// Follows a stage from now on: the scenes it shows, and every scene that enters or leaves
  /// it, so that a scene entered before the first check (on a replayed path) is watched too.
  ///
  /// - Parameter stage: The stage, before the application starts on it.
  func follow(_ stage: Stage) {
    guard observedStage !== stage else { return }
    observe(stage)
  }

  private func observe(_ stage: Stage) {
    observedStage = stage
    for controller in stage.allScenes {
      look(at: controller)
    }
    let entered = stage.sceneDidEnter
    stage.sceneDidEnter = { [weak self] scene in
      entered?(scene)
      self?.look(at: scene)
    }
    let leaving = stage.sceneWillLeave
    stage.sceneWillLeave = { [weak self] scene in
      leaving?(scene)
      self?.depart(scene)
    }
  }

  /// What holds the alive parts from the objects that outlive the scene: each part such an
  /// object reaches, else the closures it reaches, which reflection cannot look into.
  private static func holders(of alive: [Part], outliving: [Part])
    -> (names: [String], isDirect: Bool)
  {
    let targets = Set(alive.compactMap { $0.object.map(ObjectIdentifier.init) })
    var direct: [String] = []
    var closures: [String] = []
    for root in outliving {
      guard let object = root.object else { continue }
      let owner = "\(String(describing: type(of: object))) (the scene's \(root.description))"
      let found = ObjectGraph.holders(of: targets, from: object)
      direct += found.direct.map { "\(owner): \($0)" }
      closures += found.closures.prefix(3).map { "\(owner), perhaps through \($0)" }
    }
    return direct.isEmpty ? (closures, false) : (direct, true)
  }

  /// The closures the application's own parts store, such as `BookLogic.onChange`; DLC's
  /// parts (elements and their actions, the scene's work) are left out: every scene has them.
  private static func closuresKept(by alive: [Part]) -> [String] {
    var found: [String] = []
    for part in alive {
      guard let object = part.object else { continue }
      var mirror: Mirror? = Mirror(reflecting: object)
      while let current = mirror, !String(reflecting: current.subjectType).hasPrefix("DLC.") {
        let owner = String(describing: current.subjectType)
        for child in current.children where isClosure(child.value) {
          let label = (child.label ?? "?").replacing("$__lazy_storage_$_", with: "")
          found.append("\(owner).\(label)")
        }
        mirror = current.superclassMirror
      }
    }
    return Array(found.prefix(3))
  }

  /// The stored properties of the application's own parts that refer to the scene's
  /// controller; DLC's parts reach it through a link of their own, which lets go of it as the
  /// scene leaves.
  private static func referencesBack(among alive: [Part], to controller: SceneController?)
    -> [String]
  {
    guard let controller else { return [] }
    var found: [String] = []
    for part in alive {
      guard let object = part.object, object !== controller else { continue }
      var mirror: Mirror? = Mirror(reflecting: object)
      while let current = mirror, !String(reflecting: current.subjectType).hasPrefix("DLC.") {
        let owner = String(describing: current.subjectType)
        for child in current.children where ObjectGraph.refers(child.value, to: controller) {
          found.append("\(owner).\(child.label ?? "?")")
        }
        mirror = current.superclassMirror
      }
    }
    return Array(found.prefix(3))
  }

  /// Whether a value is a closure, or an optional holding one.
  private static func isClosure(_ value: Any) -> Bool {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.map { isClosure($0.value) } ?? false
    }
    return ObjectGraph.isFunction(value)
  }

  /// Gathers the scene's parts not gathered yet.
  private func look(at controller: SceneController) {
    let id = ObjectIdentifier(controller)
    var entry =
      watched[id].flatMap { $0.controller === controller ? $0 : nil }
      ?? Watched(controller: controller, name: controller.name)
    for part in ObjectGraph.parts(of: controller)
    where entry.seen.insert(ObjectIdentifier(part.object)).inserted {
      entry.parts.append(
        Part(object: part.object, description: part.description(in: "scene '\(entry.name)'")))
    }
    if entry.outliving.isEmpty {
      entry.outliving = ObjectGraph.outliving(from: controller).map {
        Part(object: $0.object, description: $0.path)
      }
    }
    watched[id] = entry
  }

  /// Takes a last look at a leaving scene and keeps it for the next check.
  private func depart(_ controller: SceneController) {
    look(at: controller)
    if let entry = watched.removeValue(forKey: ObjectIdentifier(controller)) {
      departed.append(entry)
    }
  }
}
