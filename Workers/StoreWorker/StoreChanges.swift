/// What a transaction changed: for each collection and account, the ids changed, or every id.
struct StoreChanges {
  /// A collection in an account.
  struct Place: Hashable {
    var collection: String
    var account: String
  }

  /// The ids changed in each place; `nil` when any record may have changed.
  private(set) var places: [Place: Set<String>?] = [:]

  var isEmpty: Bool { places.isEmpty }

  mutating func record(collection: String, account: String, id: String) {
    let place = Place(collection: collection, account: account)
    switch places[place] {
    case .none:
      places[place] = [id]
    case .some(.some(var ids)):
      ids.insert(id)
      places[place] = ids
    case .some(.none):
      break
    }
  }

  mutating func recordAll(collection: String, account: String) {
    places[Place(collection: collection, account: account)] = .some(nil)
  }

  /// Whether a follower of a collection, or of one record of it, should hear of the changes.
  func concern(collection: String, account: String, id: String?) -> Bool {
    guard let changed = places[Place(collection: collection, account: account)] else {
      return false
    }
    guard let id, let changed else { return true }
    return changed.contains(id)
  }
}
