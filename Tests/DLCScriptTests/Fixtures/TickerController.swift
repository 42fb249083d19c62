import DLC

/// A scene whose timer fires once an interval, a second unless told, for as long as it is on the
/// stage.
final class TickerController: SceneController {
  private let clock: any Clock<Duration>
  private let interval: Duration
  private let ticks = Label(id: "ticks", text: "0")
  private var count = 0

  init(clock: any Clock<Duration>, interval: Duration = .seconds(1)) {
    self.clock = clock
    self.interval = interval
    super.init(title: "Ticker")
  }

  override func loadView() -> SceneView {
    let view = PlainView(elements: [ticks])
    tasks.run(every: interval, on: clock) { [weak self] in
      guard let self else { return }
      count += 1
      ticks.text = "\(count)"
    }
    return view
  }
}
