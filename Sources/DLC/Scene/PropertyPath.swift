/// The properties, elements and payloads that lead from a root object to a value, such as
/// `logic.presenter` or `view.root.children[5]`.
///
/// Each step shares the path before it, so extending a path costs the same however long it is.
indirect enum PropertyPath {
  /// One step: a property, tuple element or enum payload by name, or a collection element.
  enum Step {
    case named(String)
    case element(Int)
  }

  /// The root itself.
  case root
  /// A path and one more step.
  case step(PropertyPath, Step)

  /// The path one step further.
  func appending(_ step: Step) -> PropertyPath {
    .step(self, step)
  }

  /// The path as people read it; only the last `limit` steps of a longer path are shown,
  /// after an ellipsis.
  func rendered(limit: Int = 12) -> String {
    var steps: [Step] = []
    var current = self
    while case .step(let parent, let step) = current, steps.count <= limit {
      steps.append(step)
      current = parent
    }
    let isCut = steps.count > limit
    var text = isCut ? "…" : ""
    for step in steps.prefix(limit).reversed() {
      switch step {
      case .named(let name):
        text += text.isEmpty ? name : ".\(name)"
      case .element(let index):
        text += "[\(index)]"
      }
    }
    return text
  }
}
