import DLC

/// The shelf's scenes, as its factory builds them.
enum ShelfScene: ActScene {
  case home, basket, receipt, stock, form

  static let act = ActDescription(
    name: "Shelf", scenes: ["Home", "Basket", "Receipt", "Stock", "Form"])
}
