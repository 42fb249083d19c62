import DLC
import DLCTesting
import ServerWorker
import StoreWorker
import Testing

@testable import Scenes

@MainActor
@Suite struct DetailPresenterTests {
  // MARK: - Showing a country

  @Test func loadingShowsTheNameTheFlagAndProgressAndHoldsTheButtonAndNote() {
    PresenterBench<DetailPresenter>.run { presenter, view, _ in
      presenter.showLoading(.germany)

      #expect(view.flag.accessibilityDescription == "Flag of Germany")
      #expect(!view.loading.isHidden)
      #expect(view.loading.fraction == nil)
      #expect(!view.note.isEnabled)
      #expect(view.name.text == "Germany")
      #expect(view.capital.text == "Loading…")
      #expect(view.population.text == "")
      #expect(view.region.text == "")
      #expect(!view.favorite.isEnabled)
      #expect(view.noteStatus.isHidden)
    }
  }

  @Test func aCountryFillsEveryLabelWithItsPopulationGrouped() {
    PresenterBench<DetailPresenter>.run { presenter, view, _ in
      presenter.showLoading(.germany)
      presenter.showCountry(.germany, preferences: Preferences())

      #expect(view.loading.isHidden)
      #expect(view.name.text == "Germany")
      #expect(view.capital.text == "Berlin")
      #expect(view.population.text == "83,000,000")
      #expect(view.region.text == "Europe")
    }
  }

  @Test func aPopulationReadsInMillionsWhenThePersonPrefersIt() {
    PresenterBench<DetailPresenter>.run { presenter, view, _ in
      presenter.showCountry(.germany, preferences: Preferences(showsPopulationInMillions: true))

      #expect(view.population.text == "83.0 million")
    }
  }

  @Test func theNoteIsShownAndOpenToTyping() {
    PresenterBench<DetailPresenter>.run { presenter, view, _ in
      presenter.showLoading(.germany)
      presenter.showNote("Visit in May")

      #expect(view.note.text == "Visit in May")
      #expect(view.note.isEnabled)
    }
  }

  @Test func aFavoriteOffersItsRemoval() {
    PresenterBench<DetailPresenter>.run { presenter, view, _ in
      presenter.showLoading(.germany)
      presenter.showFavorite(true)

      #expect(view.favorite.title == "Remove from favorites")
      #expect(view.favorite.isEnabled)
    }
  }

  @Test func aCountryNotAmongTheFavoritesOffersToAddIt() {
    PresenterBench<DetailPresenter>.run { presenter, view, _ in
      presenter.showFavorite(true)
      presenter.showFavorite(false)

      #expect(view.favorite.title == "Add to favorites")
      #expect(view.favorite.isEnabled)
    }
  }

  @Test func favoritesThatCannotBeReadHoldTheButtonAndSaySo() {
    PresenterBench<DetailPresenter>.run { presenter, view, _ in
      presenter.showFavorite(true)
      presenter.showFavoritesUnreadable()

      #expect(view.favorite.title == "Favorites cannot be read")
      #expect(!view.favorite.isEnabled)
    }
  }

  // MARK: - Failures

  @Test func aServerFailureRaisesAnAlertNamingTheFailureAndTheCountry() {
    PresenterBench<DetailPresenter>.run { presenter, view, stage in
      presenter.showLoading(.germany)
      presenter.showServerFailure(.timedOut, country: .germany)

      #expect(view.capital.text == "")
      #expect(stage.alert?.title == "Server timed out")
      #expect(stage.alert?.message == "Could not load Germany.")
      #expect(stage.alert?.buttons.map(\.id) == ["ok"])
    }
  }

  @Test func aNoteNotSavedIsSaidBesideItAndInAnAlert() {
    PresenterBench<DetailPresenter>.run { presenter, view, stage in
      presenter.showLoading(.germany)
      presenter.showNoteNotSaved(.failed(file: "atlas.sqlite", code: 13, reason: "disk full"))

      #expect(!view.noteStatus.isHidden)
      #expect(view.noteStatus.text == "Not saved: the store still holds the note as it was")
      #expect(stage.alert?.title == "Could not save")
      #expect(stage.alert?.message.contains("disk full") == true)
    }
  }

  @Test func aNoteSavedAfterAllTakesBackThatItIsNot() {
    PresenterBench<DetailPresenter>.run { presenter, view, _ in
      presenter.showNoteNotSaved(.failed(file: "atlas.sqlite", code: 13, reason: "disk full"))
      presenter.showNoteSaved()

      #expect(view.noteStatus.isHidden)
    }
  }

  @Test func theFailureAlertsOKReachesTheViewLikeAnElementEvent() throws {
    try PresenterBench<DetailPresenter>.run { presenter, view, stage in
      var tapped: [String] = []
      view.onAlertButton = { tapped.append($0) }
      presenter.showServerFailure(.unreachable, country: .germany)

      try stage.tap("ok")

      #expect(tapped == ["ok"])
      #expect(stage.alert == nil)
    }
  }
}
