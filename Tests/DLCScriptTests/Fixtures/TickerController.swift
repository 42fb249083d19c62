import DLC

/// A scene whose timer fires every second for as long as it is on the stage.
final class TickerController: SceneController {
  private let clock: any Clock<Duration>
  private let ticks = Label(id: "ticks", text: "0")

  init(clock: any Clock<Duration>) {
    self.clock = clock
    super.init(title: "Ticker")
  }

  override func loadView() -> SceneView {
    let view = PlainView(elements: [ticks])
    tasks.run { [clock, ticks] in
      var count = 0
      while (try? await clock.sleep(for: .seconds(1))) != nil {
        count += 1
        ticks.text = "\(count)"
      }
    }
    return view
  }
}
