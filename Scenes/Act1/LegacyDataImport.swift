import CacheWorker
import Foundation
import StoreWorker

/// Moves a person's favorites, notes and preferences from the cache folder, where an earlier
/// Atlas kept them, into the store: once per account, at the first sign-in that finds them.
///
/// What the store holds already wins: a favorite or note made since is not overwritten. Once
/// the move has committed, the cache forgets the moved values, so it keeps server answers only.
struct LegacyDataImport: Sendable {
  /// The whole cache, as act 1 holds it.
  let cache: any CacheWorkerInterface
  /// The store the data moves into.
  let store: Store

  /// Moves one account's data, unless it has been moved before.
  ///
  /// - Parameter user: The person who signed in.
  /// - Throws: ``StoreError`` if the store cannot be written; the cache then keeps the data
  ///   for the next sign-in.
  func run(for user: User) async throws(StoreError) {
    let account = store.account(user.id)
    guard try await account.get(LegacyImport.cacheID, in: AtlasStore.imports) == nil else {
      return
    }
    let scope = cache.namespace(Act2CacheNamespace.account(of: user))
    let favoritesScope = scope.namespace("favorites/\(user.id)")
    let notesScope = scope.namespace("notes/\(user.id)")
    let preferencesScope = scope.namespace("preferences/\(user.id)")
    let favorites =
      await favoritesScope.value(of: FavoriteCountries.self, forKey: FavoriteCountries.cacheKey)?
      .countries ?? []
    var found: [CountryNote] = []
    for country in Country.unMemberStates {
      if let text = await notesScope.value(of: String.self, forKey: country.code) {
        found.append(CountryNote(id: country.code, text: text))
      }
    }
    let notes = found
    let preferences = await preferencesScope.value(
      of: Preferences.self, forKey: Preferences.cacheKey)
    do {
      try await account.write { transaction in
        guard try transaction.get(LegacyImport.cacheID, in: AtlasStore.imports) == nil else {
          return
        }
        for country in favorites
        where try transaction.get(country.code, in: AtlasStore.favorites) == nil {
          try transaction.put(FavoriteCountry(country: country), in: AtlasStore.favorites)
        }
        for note in notes where try transaction.get(note.id, in: AtlasStore.notes) == nil {
          try transaction.put(note, in: AtlasStore.notes)
        }
        if let preferences,
          try transaction.get(preferences.id, in: AtlasStore.preferences) == nil
        {
          try transaction.put(preferences, in: AtlasStore.preferences)
        }
        try transaction.put(LegacyImport(), in: AtlasStore.imports)
      }
    } catch let error as StoreError {
      throw error
    } catch {
      throw .failed(file: store.file?.path ?? ":memory:", code: 1, reason: "\(error)")
    }
    for moved in [favoritesScope, notesScope, preferencesScope] {
      await moved.removeAll()
    }
  }
}
