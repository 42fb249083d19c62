/// A long-lived object scenes register with to hear of changes, as a store's observers do.
@MainActor
final class ShelfRegistry {
  /// Called on every change; a listener that holds its scene strongly keeps it alive.
  var listeners: [@MainActor () -> Void] = []
}
