import Foundation

extension StoreChanges {
  /// The text a commit announces its changes in, through `NOTIFY`, to the stores of other
  /// processes: JSON naming the announcing store and each place changed, with its ids.
  ///
  /// The server takes at most 8,000 bytes: longer, the ids are left out (every record of a
  /// place may have changed), and longer still, the places (anything may have).
  ///
  /// - Parameter announcer: The announcing store's own id, so that it ignores its own.
  /// - Returns: The announcement.
  func announcement(from announcer: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let places = places.map { place, ids in
      Announcement.Place(
        collection: place.collection, account: place.account, ids: ids.map { $0.sorted() })
    }
    let attempts = [
      Announcement(from: announcer, places: everything ? nil : places),
      Announcement(
        from: announcer,
        places: everything
          ? nil : places.map { .init(collection: $0.collection, account: $0.account) }),
      Announcement(from: announcer, places: nil),
    ]
    for attempt in attempts {
      if let data = try? encoder.encode(attempt), data.count < 7_900 {
        return String(decoding: data, as: UTF8.self)
      }
    }
    return #"{"from":"\#(announcer)"}"#
  }

  /// The changes an announcement names, or `nil` for one a store made itself or that is not
  /// a store's.
  ///
  /// - Parameters:
  ///   - announcement: The announcement's text.
  ///   - announcer: The listening store's own id.
  init?(announcement: String, ignoring announcer: String) {
    guard
      let heard = try? JSONDecoder().decode(Announcement.self, from: Data(announcement.utf8)),
      heard.from != announcer
    else { return nil }
    guard let places = heard.places else {
      self = .anything
      return
    }
    self.init()
    for place in places {
      if let ids = place.ids {
        for id in ids {
          record(collection: place.collection, account: place.account, id: id)
        }
      } else {
        recordAll(collection: place.collection, account: place.account)
      }
    }
  }

  /// What goes over the wire.
  private struct Announcement: Codable {
    struct Place: Codable {
      var collection: String
      var account: String
      /// The ids changed; `nil` when any may have.
      var ids: [String]?
    }

    /// The announcing store's id.
    var from: String
    /// The places changed; `nil` when anything may have.
    var places: [Place]?
  }
}
