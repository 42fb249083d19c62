import DLC

/// Home's elements: a status line and a button for each path.
final class HomeView: SceneView {
  let status = Label(id: "status")
  let basket = Button(id: "basket", title: "Basket")
  let form = Button(id: "form", title: "Name the shelf")
  let finish = Button(id: "finish", title: "Finish")
  let stock = Button(id: "stock", title: "Stock")
  let count = Button(id: "count", title: "Count")
  let refresh = Button(id: "refresh", title: "Refresh")
  let load = Button(id: "load", title: "Load prices")

  override var body: [Element] { [status, basket, form, finish, stock, count, refresh, load] }
}
