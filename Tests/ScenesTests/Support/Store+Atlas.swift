import StoreWorker

@testable import Scenes

extension Store {
  /// Puts countries among an account's favorites, first given first.
  func favor(_ countries: [CountrySummary], for account: String = "user-ada")
    async throws
  {
    try await self.account(account).put(
      countries.map { FavoriteCountry(country: $0) }, in: AtlasStore.favorites)
  }

  /// An account's favorites, first favorited first.
  func favorites(of account: String = "user-ada") async throws -> [CountrySummary] {
    try await self.account(account).all(in: AtlasStore.favorites).map(\.country)
  }
}
