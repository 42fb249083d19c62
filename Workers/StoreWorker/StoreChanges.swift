/// What a transaction changed: for each collection and account, the ids changed, or every id;
/// or anything at all, when another process's changes went unheard.
struct StoreChanges {
  /// A collection in an account.
  struct Place: Hashable {
    var collection: String
    var account: String
  }

  /// The ids changed in each place; `nil` when any record may have changed.
  private(set) var places: [Place: Set<String>?] = [:]

  /// Whether any record may have changed, in any place.
  private(set) var everything = false

  var isEmpty: Bool { places.isEmpty && !everything }

  /// Changes that concern every follower.
  static var anything: StoreChanges {
    var changes = StoreChanges()
    changes.everything = true
    return changes
  }

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

  /// Records that any record of a place may have changed.
  mutating func recordAll(collection: String, account: String) {
    places[Place(collection: collection, account: account)] = .some(nil)
  }

  /// Whether a follower of a collection, or of one record of it, should hear of the changes.
  func concern(collection: String, account: String, id: String?) -> Bool {
    guard !everything else { return true }
    guard let changed = places[Place(collection: collection, account: account)] else {
      return false
    }
    guard let id, let changed else { return true }
    return changed.contains(id)
  }
}
