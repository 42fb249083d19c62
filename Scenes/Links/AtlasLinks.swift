import DLC

/// The links Atlas opens, all into act 2, which needs a signed-in person.
enum AtlasLinks {
  /// `atlas://search?q=TEXT`, `atlas://countries/CODE` and `atlas://favorites`.
  static let router = DeepLinkRouter<Act2Destination>(
    scheme: "atlas",
    routes: [
      DeepLinkRoute("search?q={query}", samples: ["query": "ger"]) { match in
        .search(query: match["query"] ?? "")
      },
      DeepLinkRoute("countries/{code}", samples: ["code": "DEU"]) { match throws(DeepLinkError) in
        let code = match["code"] ?? ""
        guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
          throw match.invalid("country code", because: "a code is three letters, such as DEU")
        }
        return .country(code: code.uppercased())
      },
      DeepLinkRoute("favorites") { _ in .favorites },
    ])
}
