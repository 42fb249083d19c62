extension StoreAccount {
  /// Follows a collection: delivers its records now, then again after every commit that
  /// changes one of them, until the observation is cancelled or freed.
  ///
  /// Deliveries happen on the store's actor, in commit order, before the write that caused
  /// them returns; keep `onChange` short (hand the value on). A scene follows through its
  /// tasks, so that following ends when the scene leaves.
  ///
  /// When the records cannot be read (a damaged file), `onFailure` is told instead of
  /// `onChange`, now or after a change: a follower that waits for a first value, as a scene's
  /// does, hears that none is coming.
  ///
  /// - Parameters:
  ///   - collection: The collection.
  ///   - order: The order to list the records in.
  ///   - onFailure: Given why the records could not be read, each time they could not.
  ///   - onChange: Given the records each time.
  /// - Returns: The observation; following stops when it is cancelled or freed.
  public func observe<Record>(
    _ collection: StoreCollection<Record>, order: StoreOrder<Record> = .insertion,
    onFailure: (@Sendable (StoreError) -> Void)? = nil,
    onChange: @escaping @Sendable ([Record]) -> Void
  ) -> StoreObservation {
    let observation = StoreObservation()
    let account = id
    let store = store
    Task {
      await store.follow(
        observation, collection: collection.name, account: account, recordID: nil,
        read: { engine throws(StoreError) in
          try engine.all(in: collection, account: account, order: order)
        }, onFailure: onFailure, onChange: onChange)
    }
    return observation
  }

  /// Follows one record: delivers it now (or `nil`), then again after every commit that puts
  /// or deletes it, until the observation is cancelled or freed; `onFailure` is told when it
  /// cannot be read.
  ///
  /// - Parameters:
  ///   - id: The record's id.
  ///   - collection: The collection it is in.
  ///   - onFailure: Given why the record could not be read, each time it could not.
  ///   - onChange: Given the record, or `nil` while there is none.
  /// - Returns: The observation; following stops when it is cancelled or freed.
  public func observe<Record>(
    _ id: String, in collection: StoreCollection<Record>,
    onFailure: (@Sendable (StoreError) -> Void)? = nil,
    onChange: @escaping @Sendable (Record?) -> Void
  ) -> StoreObservation {
    let observation = StoreObservation()
    let account = self.id
    let store = store
    Task {
      await store.follow(
        observation, collection: collection.name, account: account, recordID: id,
        read: { engine throws(StoreError) in
          try engine.get(id, in: collection, account: account)
        }, onFailure: onFailure, onChange: onChange)
    }
    return observation
  }

  /// A collection's records now, then after every commit that changes one of them.
  ///
  /// The sequence ends when the task iterating it is cancelled.
  ///
  /// <!-- swift-check
  /// func example(account: StoreAccount) async {
  ///   let favorites = AtlasStore.favorites
  ///   func show(_ favorites: [FavoriteCountry]) {}
  ///   <#example#>
  /// }
  /// -->
  /// ```swift
  /// for await favorites in account.follow(favorites) {
  ///   show(favorites)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - collection: The collection.
  ///   - order: The order to list the records in.
  /// - Returns: The records, each time they change; every change is kept until read.
  public func follow<Record>(
    _ collection: StoreCollection<Record>, order: StoreOrder<Record> = .insertion
  ) -> AsyncStream<[Record]> {
    AsyncStream { continuation in
      let observation = observe(collection, order: order) { continuation.yield($0) }
      continuation.onTermination = { _ in observation.cancel() }
    }
  }

  /// A record now (or `nil`), then after every commit that puts or deletes it.
  ///
  /// The sequence ends when the task iterating it is cancelled.
  ///
  /// - Parameters:
  ///   - id: The record's id.
  ///   - collection: The collection it is in.
  /// - Returns: The record, each time it changes; every change is kept until read.
  public func follow<Record>(
    _ id: String, in collection: StoreCollection<Record>
  ) -> AsyncStream<Record?> {
    AsyncStream { continuation in
      let observation = observe(id, in: collection) { continuation.yield($0) }
      continuation.onTermination = { _ in observation.cancel() }
    }
  }
}
