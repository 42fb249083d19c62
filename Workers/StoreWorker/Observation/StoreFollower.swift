/// One follower of a collection or a record: what it follows and how to tell it.
struct StoreFollower {
  var collection: String
  var account: String
  /// The record followed, or `nil` for the whole collection.
  var recordID: String?
  /// Reads the followed value afresh and delivers it.
  var refresh: (any StoreEngine) throws(StoreError) -> Void
}
