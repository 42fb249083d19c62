import CacheWorker

@testable import Scenes

extension FavoriteCountries {
  /// A list holding these countries, first favorited first.
  static func of(_ countries: [CountrySummary]) -> FavoriteCountries {
    var list = FavoriteCountries()
    countries.forEach { list.add($0) }
    return list
  }
}

extension CacheWorkerInterface {
  /// The countries kept as favorites in this namespace, first favorited first.
  func countries() async -> [CountrySummary] {
    await value(of: FavoriteCountries.self, forKey: FavoriteCountries.cacheKey)?.countries ?? []
  }
}
