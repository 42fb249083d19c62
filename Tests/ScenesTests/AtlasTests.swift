import DLC
import DLCTesting
import Testing

@testable import Scenes

@MainActor
@Suite struct AtlasTests {
  // MARK: - The application

  @Test func actsListBothActsWithTheirScenes() {
    #expect(
      Atlas.acts == [
        ActDescription(name: "Act1", scenes: ["Welcome", "Login"]),
        ActDescription(
          name: "Act2", scenes: ["Home", "Search", "Detail", "Favorites", "Settings"]),
      ])
  }

  @Test func startShowsWelcome() async {
    let harness = await SceneHarness(application: newAtlas())

    #expect(harness.stage.navigationStack.map(\.name) == ["Welcome"])
    #expect(harness.text(of: "title") == "Welcome to Atlas")
    await harness.assertAllScenesFreed()
  }

  @Test func startingAgainReplacesWhatTheStageShowed() async {
    let atlas = newAtlas()
    let harness = await SceneHarness(application: atlas)
    await harness.tap("signIn")

    atlas.start(on: harness.stage)
    await harness.settle()

    #expect(harness.stage.navigationStack.map(\.name) == ["Welcome"])
    await harness.assertDepartedScenesFreed()
    await harness.assertAllScenesFreed()
  }

  // MARK: - A whole visit

  @Test func aWholeVisitLeavesNoActTwoObjectAlive() async {
    let harness = await SceneHarness(application: newAtlas())
    let actTwoContainer = LeakTracker()

    await signIn(on: harness)
    #expect(harness.stage.navigationStack.map(\.name) == ["Home"])
    #expect(harness.topScene?.name == "Search")
    #expect(harness.text(of: "greeting") == "Signed in as demo@example.com")
    trackActTwoContainer(of: harness.topScene, with: actTwoContainer)

    await harness.search("ger")
    #expect(harness.element("results", as: ListView.self)?.rows == ["Germany"])

    await harness.select(row: 1, in: "results")
    #expect(harness.topScene?.name == "Detail")
    #expect(harness.text(of: "name") == "Germany")
    #expect(harness.text(of: "capital") == "Berlin")
    #expect(harness.text(of: "population") == "83,000,000")

    await harness.tap("favorite")
    #expect(harness.text(of: "favorite") == "Remove from favorites")

    await harness.back()
    #expect(harness.topScene?.name == "Search")

    await harness.tap("settings")
    #expect(harness.topScene?.name == "Settings")
    // Cached: the suggestions for "ger" and Germany, each looked up once before it was stored;
    // the favorite, the note and the preferences are the person's own, kept in the store.
    #expect(harness.text(of: "cache") == "2 entries, 0 hits, 2 misses")

    await harness.tap("signOut")
    await harness.tap("confirm")
    #expect(harness.stage.navigationStack.map(\.name) == ["Welcome"])
    #expect(harness.stage.modalStack.isEmpty)

    await harness.assertDepartedScenesFreed()
    actTwoContainer.assertFreed()
    await harness.assertAllScenesFreed()
  }

  @Test func signingOutDropsTheAccountsAnswersAndKeepsItsFavoritesForItsNextSignIn() async throws {
    let (harness, backend) = try await signedIn()
    await harness.search("ger")
    await harness.select(row: 1, in: "results")
    await harness.tap("favorite")
    await harness.back()
    await harness.tap("settings")

    await harness.tap("signOut")
    await harness.tap("confirm")
    #expect(backend.answeredRequests.last?.path == "/logout")
    #expect(backend.answeredRequests.last?.status == 204)

    await signIn(on: harness)
    await harness.search("ger")
    await harness.select(row: 1, in: "results")
    #expect(backend.requestCount(path: "/suggest", query: ["q": "ger"]) == 2)
    #expect(backend.requestCount(path: "/countries/DEU") == 2)
    #expect(harness.text(of: "favorite") == "Remove from favorites")
    await harness.assertDepartedScenesFreed()
    await harness.assertAllScenesFreed()
  }

  // MARK: - What reaches the backend

  @Test func theSameQueryTypedTwiceReachesTheBackendOnce() async throws {
    let (harness, backend) = try await signedIn()

    await harness.search("ger")
    await harness.search("ge")
    await harness.search("ger")

    #expect(backend.requestCount(path: "/suggest", query: ["q": "ger"]) == 1)
    #expect(backend.requestCount(path: "/suggest", query: ["q": "ge"]) == 1)
    #expect(harness.element("results", as: ListView.self)?.rows == ["Germany"])
    await harness.assertAllScenesFreed()
  }

  @Test func typingWithinTheDebounceSendsOneRequest() async throws {
    let (harness, backend) = try await signedIn()

    for text in ["g", "ge"] {
      await harness.type(text, into: "query")
      await harness.advance(by: .milliseconds(100))
    }
    await harness.type("ger", into: "query")
    await harness.advance(by: .milliseconds(300))

    #expect(backend.requestCount(path: "/suggest") == 1)
    #expect(backend.requestCount(path: "/suggest", query: ["q": "ger"]) == 1)
    await harness.assertAllScenesFreed()
  }

  @Test func nothingIsSentUntilTypingHasPausedForTheDebounce() async throws {
    let (harness, backend) = try await signedIn()

    await harness.type("ger", into: "query")
    await harness.advance(by: .milliseconds(299))
    #expect(backend.requestCount(path: "/suggest") == 0)
    await harness.advance(by: .milliseconds(1))

    #expect(backend.requestCount(path: "/suggest") == 1)
    await harness.assertAllScenesFreed()
  }

  // MARK: - Links

  @Test func atlasListsItsThreeLinks() {
    #expect(
      Atlas.links == ["atlas://search?q=QUERY", "atlas://countries/CODE", "atlas://favorites"])
  }

  @Test func aCountryLinkBeforeSignInShowsTheFormThenTheCountryOverSearch() async {
    let harness = await SceneHarness(application: newAtlas())

    await harness.open("atlas://countries/deu")
    #expect(harness.stage.navigationStack.map(\.name) == ["Welcome", "Login"])
    await signIn(on: harness, expecting: "Detail")

    #expect(harness.topScene?.title == "Germany")
    await harness.back()
    #expect(harness.topScene?.name == "Search")
    await harness.assertAllScenesFreed()
  }

  @Test func leavingTheFormDropsTheLinkOpenedBeforeSignIn() async {
    let harness = await SceneHarness(application: newAtlas())
    await harness.open("atlas://favorites")

    await harness.back()
    await signIn(on: harness)

    #expect(harness.element("tabs", as: TabBar.self)?.selectedTitle == "Search")
    await harness.assertDepartedScenesFreed()
    await harness.assertAllScenesFreed()
  }

  @Test func aLinkAfterSignInOpensInTheSignedInSession() async throws {
    let (harness, backend) = try await signedIn()

    await harness.open("atlas://search?q=ger")

    #expect(harness.text(of: "greeting") == "Signed in as demo@example.com")
    #expect(harness.element("results", as: ListView.self)?.rows == ["Germany"])
    #expect(backend.requestCount(path: "/login") == 1)
    await harness.open("atlas://favorites")
    #expect(harness.topScene?.name == "Favorites")
    await harness.assertDepartedScenesFreed()
    await harness.assertAllScenesFreed()
  }

  @Test(arguments: [
    (
      "atlas://countries/Germany",
      "'atlas://countries/Germany' has an invalid country code: a code is three letters, "
        + "such as DEU"
    ),
    (
      "atlas://places",
      "no route matches 'atlas://places'; the application opens atlas://search?q=QUERY, "
        + "atlas://countries/CODE, atlas://favorites"
    ),
    (
      "https://atlas.example/countries/DEU",
      "'https://atlas.example/countries/DEU' is not a link of this application: its links "
        + "start with 'atlas://'"
    ),
  ])
  func aBadLinkIsRefusedWithItsReasonAndChangesNothing(link: String, reason: String) async {
    let atlas = newAtlas()
    let harness = await SceneHarness(application: atlas)

    do {
      try atlas.open(link, on: harness.stage)
      Issue.record("'\(link)' opened")
    } catch {
      #expect(error.description == reason)
    }
    #expect(harness.stage.navigationStack.map(\.name) == ["Welcome"])
    await harness.assertAllScenesFreed()
  }

  // MARK: - Support

  /// Atlas as the tool starts it, with its embedded backend.
  private func newAtlas() -> Atlas {
    Atlas(configuration: AtlasConfiguration())
  }

  /// Atlas on a harness with the demo account signed in, and the backend that counts the
  /// requests that reached it.
  private func signedIn(
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> (SceneHarness, AtlasBackend) {
    let atlas = newAtlas()
    let backend = try #require(atlas.backend, sourceLocation: sourceLocation)
    let harness = await SceneHarness(application: atlas)
    await signIn(on: harness, sourceLocation: sourceLocation)
    return (harness, backend)
  }

  /// Signs the demo account in, from Welcome or from the form, as a person would.
  private func signIn(
    on harness: SceneHarness, expecting scene: String = "Search",
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    if harness.topScene?.name == "Welcome" {
      await harness.tap("signIn", sourceLocation: sourceLocation)
    }
    await harness.type("demo@example.com", into: "email", sourceLocation: sourceLocation)
    await harness.type("atlas-demo-1", into: "password", sourceLocation: sourceLocation)
    await harness.tap("submit", sourceLocation: sourceLocation)
    #expect(harness.topScene?.name == scene, sourceLocation: sourceLocation)
  }

  /// Follows act 2's container, which outlives any one scene and so is left out of
  /// the harness's scene tracking; the scene keeps its container privately, so reflection finds
  /// it without widening the scene's API.
  private func trackActTwoContainer(
    of scene: SceneController?,
    with tracker: LeakTracker,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let container = scene.flatMap { scene in
      Mirror(reflecting: scene).children.first { $0.label == "dc" }?.value as? Act2DC
    }
    guard let container else {
      Issue.record("The top scene keeps no act 2 container", sourceLocation: sourceLocation)
      return
    }
    tracker.track(container)
  }
}
