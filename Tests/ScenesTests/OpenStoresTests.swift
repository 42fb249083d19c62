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
    /// Whether each opening was told it was the file's first.
    private(set) var firsts: [Bool] = []

    init(_ file: URL) {
      self.file = file
    }

    func open(isFirst: Bool) throws -> Store {
      count += 1
      firsts.append(isFirst)
      return try Store(file: file)
    }
  }

  @Test func sessionsOfOneFileShareItsStoreWhileOneHoldsIt() throws {
    let folder = try TemporaryFolder.made()
    let opener = Opener(folder.url.appendingPathComponent("atlas.sqlite"))

    let first = try OpenStores.store(for: opener.file, open: opener.open(isFirst:))
    let second = try OpenStores.store(
      for: folder.url.appendingPathComponent("./atlas.sqlite"), open: opener.open(isFirst:))

    #expect(first === second)
    #expect(opener.count == 1)
  }

  @Test func aFileIsOpenedAgainOnceNoSessionHoldsItsStore() throws {
    let folder = try TemporaryFolder.made()
    let opener = Opener(folder.url.appendingPathComponent("atlas.sqlite"))
    weak var released: Store?
    do {
      released = try OpenStores.store(for: opener.file, open: opener.open(isFirst:))
    }

    _ = try OpenStores.store(for: opener.file, open: opener.open(isFirst:))

    #expect(released == nil)
    #expect(opener.count == 2)
    // Only the first opening in the process checks the whole file.
    #expect(opener.firsts == [true, false])
  }

  @Test func filesHaveStoresOfTheirOwn() throws {
    let folder = try TemporaryFolder.made()
    let one = Opener(folder.url.appendingPathComponent("one.sqlite"))
    let other = Opener(folder.url.appendingPathComponent("other.sqlite"))

    let first = try OpenStores.store(for: one.file, open: one.open(isFirst:))
    let second = try OpenStores.store(for: other.file, open: other.open(isFirst:))

    #expect(first !== second)
  }
}
