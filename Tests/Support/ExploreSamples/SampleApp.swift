import DLC
import Foundation
import PlainScenes

/// Starts one of the sample applications on a stage.
@MainActor
struct SampleApp: SceneApplication {
  static let acts: [ActDescription] = []

  var kind: SampleApplication

  /// What the application's scenes remember while it runs.
  let memory = AnswerMemory()

  func start(on stage: Stage) {
    if kind == .startTrapping {
      _ = TrappingUseCase().run()
    }
    stage.setRoot(home())
  }

  private func home() -> PlainScene {
    let kind = kind
    return PlainScene("Home") { scene in
      switch kind {
      case .clean, .unreachable, .startTrapping:
        return [Label(id: "title", text: "Home"), scene.button("open") { $0.push(next()) }]
      case .leaky:
        return [scene.button("open") { $0.push(LeakyScene(title: "Leaky")) }]
      case .leakyAgain:
        return [
          scene.button("open") { [memory] stage in stage.push(RememberingScene(memory: memory)) }
        ]
      case .secret:
        return [
          TextField(id: "password", isSecure: true),
          scene.button("open") { $0.push(LeakyScene(title: "Leaky")) },
        ]
      case .deadEnd:
        return [scene.button("open") { $0.setRoot(PlainScene("Next") { _ in [Label(id: "end")] }) }]
      case .neverEnabled:
        let submit = Button(id: "submit", title: "Submit")
        submit.isEnabled = false
        return [TextField(id: "name"), submit]
      case .failing:
        return [
          scene.button("open") { $0.push(next()) },
          scene.button("load") { [weak scene] _ in
            scene?.showAlert(Alert(title: "Server error (500)", message: "Could not load."))
          },
        ]
      case .neverSettling:
        return [
          scene.button("open") { $0.push(next()) },
          scene.button("hang") { [weak scene] _ in scene?.tasks.run { await NeverEnding.wait() } },
        ]
      case .failingThenHanging:
        return [
          scene.button("load") { [weak scene] _ in
            scene?.showAlert(Alert(title: "Server error (500)", message: "Could not load."))
          },
          scene.button("hang") { [weak scene] _ in scene?.tasks.run { await NeverEnding.wait() } },
          scene.button("open") { $0.push(next()) },
        ]
      case .secretTrapping:
        let password = TextField(id: "password", isSecure: true)
        return [
          password,
          scene.button("open") { $0.push(next()) },
          scene.button("crash") { _ in _ = TrappingUseCase().run() },
          // Its last words quote the password, which a walk's report must not.
          scene.button("reject") { [weak password] _ in
            fatalError("rejected the password \(password?.text ?? "")")
          },
        ]
      case .fillNeverSettling:
        let pin = TextField(id: "pin", isSecure: true)
        pin.onChange = { [weak scene] _ in scene?.tasks.run { await NeverEnding.wait() } }
        return [pin, scene.button("open") { $0.push(next()) }]
      case .blocking:
        return [
          scene.button("freeze") { _ in
            // Waits without awaiting: nothing else runs on the main actor again.
            while true { usleep(100_000) }
          },
          scene.button("nap") { _ in usleep(2_000_000) },
          scene.button("open") { $0.push(next()) },
        ]
      case .sharedID:
        let panel = SceneSlot(id: "panel")
        scene.show(PlainScene("Panel") { _ in [Label(id: "title", text: "Panel")] }, in: panel)
        return [Label(id: "title", text: "Home"), panel, scene.button("open") { $0.push(next()) }]
      case .ticking:
        let ticks = Label(id: "ticks", text: "0")
        return [
          ticks,
          scene.button("start") { [weak scene] stage in
            var count = 0
            scene?.tasks.run(every: .milliseconds(100), on: stage.clock) {
              count += 1
              ticks.text = "\(count)"
            }
          },
        ]
      case .trapping:
        return [
          scene.button("open") { $0.push(next()) },
          scene.button("crash") { _ in _ = TrappingUseCase().run() },
        ]
      }
    }
  }

  private func next() -> PlainScene {
    PlainScene("Next") { _ in
      [Label(id: "title", text: "Next"), ListView(id: "items", rows: ["one", "two", "three"])]
    }
  }
}
