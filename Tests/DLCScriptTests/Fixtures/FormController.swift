import DLC

/// A scene that exercises every command: typing is debounced 300 ms and then answered by a
/// worker, `save` pushes a scene, `settings` presents one, `warn` shows an alert.
final class FormController: SceneController {
  private(set) var state = FormState()
  private var debouncer: Debouncer?
  private let echo = Echo()
  private let clock: any Clock<Duration>

  init(clock: any Clock<Duration>) {
    self.clock = clock
    super.init(title: "Form")
  }

  override var logicState: Any? { state }

  override func loadView() -> SceneView {
    let view = FormView()
    let debouncer = Debouncer(delay: .milliseconds(300), clock: clock, tasks: tasks)
    self.debouncer = debouncer
    view.name.onChange = { [weak self, weak view] text in
      self?.state.name = text
      debouncer.schedule {
        guard let self else { return }
        self.tasks.perform { [echo = self.echo] in
          await echo.greeting(for: text)
        } then: { [weak view] (result: Result<String, Never>) in
          if case .success(let greeting) = result {
            view?.echo.text = greeting
          }
        }
      }
    }
    view.save.onTap = { [weak self] in
      guard let self else { return }
      self.state.saves += 1
      self.stage?.push(PlainController(name: "Saved", title: "Saved"))
    }
    view.warn.onTap = { [weak self] in
      self?.showAlert(
        Alert(
          title: "Careful", message: "This cannot be undone",
          buttons: [.ok, AlertButton(id: "undo", title: "Undo")]))
    }
    view.settings.onTap = { [weak self] in
      self?.stage?.present(PlainController(name: "Settings", title: "Settings"))
    }
    view.fruits.onSelect = { [weak view] index in
      view?.picked.text = "Picked \(view?.fruits.rows[index] ?? "")"
    }
    return view
  }
}
