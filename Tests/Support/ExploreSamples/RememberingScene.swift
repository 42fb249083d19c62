import DLC
import PlainScenes

/// A scene with a planted defect that only a second visit shows: the first time it finds no
/// answer in the memory and leaves one; every later time it listens for changes with a
/// closure that holds it, and never stops listening.
final class RememberingScene: SceneController {
  private let memory: AnswerMemory
  private let answer = Label(id: "answer")

  init(memory: AnswerMemory) {
    self.memory = memory
    super.init(title: "Remembering")
  }

  override var name: String { "Remembering" }

  override func loadView() -> SceneView {
    if let known = memory.answer {
      answer.text = known
      memory.listeners.append { self.answer.text = $0 }
    } else {
      memory.answer = "42"
      answer.text = "42"
    }
    return PlainView([answer])
  }
}
