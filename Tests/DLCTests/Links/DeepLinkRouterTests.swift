import DLC
import Testing

@Suite struct DeepLinkRouterTests {
  enum Destination: Equatable {
    case item(String)
    case search(String?)
    case home
  }

  let router = DeepLinkRouter<Destination>(
    scheme: "shop",
    routes: [
      DeepLinkRoute("items/{id}", samples: ["id": "42"]) { match throws(DeepLinkError) in
        let id = match["id"] ?? ""
        guard id.allSatisfy(\.isNumber) else {
          throw match.invalid("item number", because: "it is a whole number, such as 42")
        }
        return .item(id)
      },
      DeepLinkRoute("search?q={query}") { .search($0["query"]) },
      DeepLinkRoute("home") { _ in .home },
    ])

  @Test func eachRouteGivesALinkWithItsSamplesThatLeadsWhereItSays() throws {
    #expect(router.sampleLinks == ["shop://items/42", "shop://search", "shop://home"])
    #expect(try router.destination(for: "shop://items/42") == .item("42"))
  }

  @Test func aRouteMissingASampleForItsPathGivesNoLink() {
    let route = DeepLinkRoute<Destination>("items/{id}") { _ in .home }
    #expect(route.sampleLink(scheme: "shop") == nil)
    let query = DeepLinkRoute<Destination>("search?q={query}", samples: ["query": "red shoes"]) {
      _ in .home
    }
    #expect(query.sampleLink(scheme: "shop") == "shop://search?q=red%20shoes")
  }

  @Test func aPathWithAPlaceholderMatchesAnySegmentThere() throws {
    #expect(try router.destination(for: "shop://items/42") == .item("42"))
  }

  @Test func aQueryItemNamedInThePatternIsPassedWhenPresent() throws {
    #expect(try router.destination(for: "shop://search?q=red+shoes") == .search("red shoes"))
    #expect(try router.destination(for: "shop://search") == .search(nil))
  }

  @Test func literalSegmentsMustMatchAsWritten() throws {
    #expect(try router.destination(for: "shop://home") == .home)
    #expect(throws: DeepLinkError.self) { try router.destination(for: "shop://Home") }
  }

  @Test func aPathOfAnotherLengthMatchesNoRoute() {
    #expect(
      throws: DeepLinkError.noRoute(
        link: "shop://items/42/reviews",
        routes: ["shop://items/ID", "shop://search?q=QUERY", "shop://home"])
    ) {
      try router.destination(for: "shop://items/42/reviews")
    }
  }

  @Test func anotherApplicationsLinkIsRefusedNamingTheScheme() {
    #expect(throws: DeepLinkError.wrongScheme(link: "mail://inbox", expected: "shop")) {
      try router.destination(for: "mail://inbox")
    }
    #expect(
      DeepLinkError.wrongScheme(link: "mail://inbox", expected: "shop").description
        == "'mail://inbox' is not a link of this application: its links start with 'shop://'")
  }

  @Test func aRouteRefusesAValueItCannotShowWithItsReason() {
    let error = DeepLinkError.invalidValue(
      link: "shop://items/abc", name: "item number", reason: "it is a whole number, such as 42")
    #expect(throws: error) { try router.destination(for: "shop://items/abc") }
    #expect(
      error.description
        == "'shop://items/abc' has an invalid item number: it is a whole number, such as 42")
  }

  @Test func theUsageSpellsEachRouteWithItsPlaceholdersInCapitals() {
    #expect(router.usage == ["shop://items/ID", "shop://search?q=QUERY", "shop://home"])
  }

  @Test func aMalformedLinkIsRefusedBeforeAnyRouteIsTried() {
    #expect(
      throws: DeepLinkError.malformed(
        link: "shop://a b", reason: "it contains a space; write it as %20")
    ) {
      try router.destination(for: "shop://a b")
    }
  }
}
