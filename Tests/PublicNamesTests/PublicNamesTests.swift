import CacheWorker
import CacheWorkerTesting
import DLC
import DLCCommandLine
import DLCScript
import DLCTesting
import DLCWeb
import Foundation
import Scenes
import ServerWorker
import ServerWorkerNetworking
import ServerWorkerTesting
import StoreWorker
import Testing
import ValidationWorker
import ValidationWorkerTesting
import WorkerTesting

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The package's public names, imported together with Testing and Foundation, mean one type each.
///
/// The check itself is that this folder compiles: its files import every library product with
/// Testing and Foundation, and name unqualified each public type of the products
/// (`EveryPublicType.swift`) and the types of Testing and Foundation whose names a framework is
/// most likely to take (here); an unqualified name two modules declare is an error. These tests
/// keep the list of the products' types whole, and show that the common names mean their types.
@Suite struct PublicNamesTests {
  /// The folders of the package's library products, from the package's root.
  private static let productFolders = [
    "Sources/DLC", "Sources/DLCScript", "Sources/DLCTesting", "Sources/DLCCommandLine",
    "Sources/DLCWeb", "Workers/ServerWorker", "Workers/ServerWorkerNetworking",
    "Workers/CacheWorker", "Workers/ValidationWorker", "Workers/StoreWorker", "Scenes",
    "Workers/WorkerTesting", "Workers/ServerWorkerTesting", "Workers/CacheWorkerTesting",
    "Workers/ValidationWorkerTesting",
  ]

  /// What starts a public type's declaration at the top level of a file.
  private static let declarationStarts = [
    "public struct ", "public final class ", "public class ", "public enum ",
    "public protocol ", "public actor ", "public typealias ", "open class ",
  ]

  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func everyPublicTypeOfTheProductsIsNamedInTheFileThatImportsThemAll() throws {
    var declared: Set<String> = []
    for folder in Self.productFolders {
      for file in try Self.swiftFiles(in: Self.root.appending(path: folder)) {
        declared.formUnion(Self.publicTypeNames(in: try String(contentsOf: file, encoding: .utf8)))
      }
    }
    let listing = Self.root.appending(path: "Tests/PublicNamesTests/EveryPublicType.swift")
    let listed = Set(
      try String(contentsOf: listing, encoding: .utf8).split(separator: "\n").compactMap {
        line -> String? in
        guard line.hasPrefix("extension "), line.hasSuffix(" {}") else { return nil }
        return String(line.dropFirst("extension ".count).dropLast(" {}".count))
      })

    #expect(declared.count > 100)
    #expect(declared.subtracting(listed).sorted() == [], "public, but not in the listing")
    #expect(listed.subtracting(declared).sorted() == [], "in the listing, but not public")
  }

  @Test func theNamesTestingAndFoundationTakeMeanTheirTypes() {
    let testing: [Any.Type] = [
      SourceLocation.self, Expectation.self, Tag.self, Issue.self, Comment.self, Test.self,
      Confirmation.self, Bug.self, ExitStatus.self, (any Trait).self,
    ]
    let foundation: [Any.Type] = [
      Data.self, URL.self, Date.self, UUID.self, Locale.self, Calendar.self, TimeZone.self,
      Notification.self, Process.self, Thread.self, Timer.self, Operation.self, Bundle.self,
      Decimal.self, IndexPath.self, CharacterSet.self, JSONEncoder.self, JSONDecoder.self,
      Progress.self, FileManager.self, ProcessInfo.self, Scanner.self, Formatter.self,
      URLRequest.self, URLSession.self, HTTPURLResponse.self,
    ]

    let elsewhere: [String] = testing.map(Self.module).filter { $0 != "Testing" }
    let notFoundation: [String] = foundation.map(Self.module).filter {
      !$0.hasPrefix("Foundation")
    }
    #expect(elsewhere == [])
    #expect(notFoundation == [])
  }

  /// The module a type is declared in, from its fully qualified name.
  private static func module(of type: Any.Type) -> String {
    let name = String(reflecting: type)
    let qualified = name.hasPrefix("any ") ? name.dropFirst("any ".count) : Substring(name)
    return String(qualified.prefix { $0 != "." })
  }

  /// The names of the public types a file declares at its top level.
  private static func publicTypeNames(in source: String) -> [String] {
    source.split(separator: "\n").compactMap { line -> String? in
      guard let start = declarationStarts.first(where: { line.hasPrefix($0) }) else { return nil }
      let name = line.dropFirst(start.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      return name.isEmpty ? nil : String(name)
    }
  }

  /// Every Swift file under a folder.
  private static func swiftFiles(in folder: URL) throws -> [URL] {
    let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
    return paths.filter { $0.hasSuffix(".swift") }.map { folder.appending(path: $0) }
  }
}
