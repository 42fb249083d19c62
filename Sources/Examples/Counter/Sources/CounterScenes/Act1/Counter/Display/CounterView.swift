import DLC

/// The Counter's elements: the count, and the buttons that change it side by side.
final class CounterView: SceneView {
  let count = Label(id: "count")
  let decrement = Button(id: "decrement", title: "-1")
  let increment = Button(id: "increment", title: "+1")
  let reset = Button(id: "reset", title: "Reset")
  let buttons = HorizontalStack(id: "buttons")

  override var body: [Element] {
    buttons.add(decrement, increment, reset)
    return [count, buttons]
  }
}
