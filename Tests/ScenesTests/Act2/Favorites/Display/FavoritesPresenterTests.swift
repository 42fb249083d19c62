import DLC
import Testing

@testable import Scenes

@MainActor
@Suite struct FavoritesPresenterTests {
  private let view = FavoritesView()

  @Test func favoritesAreListedByNameAndCounted() {
    FavoritesPresenter(view: view, controller: nil).showFavorites([.ghana, .germany])

    #expect(view.countries.rows == ["Ghana", "Germany"])
    #expect(view.status.text == "2 favorites")
  }

  @Test func oneFavoriteIsCountedInTheSingular() {
    FavoritesPresenter(view: view, controller: nil).showFavorites([.ghana])

    #expect(view.status.text == "1 favorite")
  }

  @Test func noFavoritesSaysHowToAddSome() {
    FavoritesPresenter(view: view, controller: nil).showFavorites([])

    #expect(view.countries.rows.isEmpty)
    #expect(view.status.text == "No favorites yet: add some from a country's page")
  }

  @Test func favoritesThatCannotBeReadListNothingAndSaySo() {
    let presenter = FavoritesPresenter(view: view, controller: nil)
    presenter.showFavorites([.ghana])
    presenter.showFavoritesUnreadable()

    #expect(view.countries.rows.isEmpty)
    #expect(view.status.text == "Favorites cannot be read: the store is damaged or unreadable")
  }
}
