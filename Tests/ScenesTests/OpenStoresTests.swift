import Foundation
import StoreWorker
import TestSupport
import Testing

@testable import Scenes

@Suite struct OpenStoresTests {
  /// Opens a file's store, counting how many times it was asked to.
  private final class Opener {
    let file: URL
    private(set) var count = 0

    init(_ file: URL) {
      self.file = file
    }

    func open() throws -> Store {
      count += 1
      return try Store(file: file)
    }
  }

  @Test func sessionsOfOneFileShareItsStoreWhileOneHoldsIt() throws {
    let folder = try TemporaryFolder.made()
    let opener = Opener(folder.url.appendingPathComponent("atlas.sqlite"))

    let first = try OpenStores.store(for: opener.file, open: opener.open)
    let second = try OpenStores.store(
      for: folder.url.appendingPathComponent("./atlas.sqlite"), open: opener.open)

    #expect(first === second)
    #expect(opener.count == 1)
  }

  @Test func aFileIsOpenedAgainOnceNoSessionHoldsItsStore() throws {
    let folder = try TemporaryFolder.made()
    let opener = Opener(folder.url.appendingPathComponent("atlas.sqlite"))
    weak var released: Store?
    do {
      released = try OpenStores.store(for: opener.file, open: opener.open)
    }

    _ = try OpenStores.store(for: opener.file, open: opener.open)

    #expect(released == nil)
    #expect(opener.count == 2)
  }

  @Test func filesHaveStoresOfTheirOwn() throws {
    let folder = try TemporaryFolder.made()
    let one = Opener(folder.url.appendingPathComponent("one.sqlite"))
    let other = Opener(folder.url.appendingPathComponent("other.sqlite"))

    let first = try OpenStores.store(for: one.file, open: one.open)
    let second = try OpenStores.store(for: other.file, open: other.open)

    #expect(first !== second)
  }
}
