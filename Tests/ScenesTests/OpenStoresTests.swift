import Foundation
import StoreWorker
import TestSupport
import Testing

@testable import Scenes

@Suite struct OpenStoresTests {
  @Test func sessionsOfOneFileShareItsStoreWhileOneHoldsIt() throws {
    let folder = try TemporaryFolder.made()
    let file = folder.url.appendingPathComponent("atlas.sqlite")
    var opened = 0
    let open = {
      opened += 1
      return try Store(file: file)
    }

    let first = try OpenStores.store(for: file, open: open)
    let second = try OpenStores.store(
      for: folder.url.appendingPathComponent("./atlas.sqlite"), open: open)

    #expect(first === second)
    #expect(opened == 1)
  }

  @Test func aFileIsOpenedAgainOnceNoSessionHoldsItsStore() throws {
    let folder = try TemporaryFolder.made()
    let file = folder.url.appendingPathComponent("atlas.sqlite")
    var opened = 0
    let open = {
      opened += 1
      return try Store(file: file)
    }
    weak var released: Store?
    do {
      released = try OpenStores.store(for: file, open: open)
    }

    _ = try OpenStores.store(for: file, open: open)

    #expect(released == nil)
    #expect(opened == 2)
  }

  @Test func filesHaveStoresOfTheirOwn() throws {
    let folder = try TemporaryFolder.made()
    let one = folder.url.appendingPathComponent("one.sqlite")
    let other = folder.url.appendingPathComponent("other.sqlite")

    let first = try OpenStores.store(for: one) { try Store(file: one) }
    let second = try OpenStores.store(for: other) { try Store(file: other) }

    #expect(first !== second)
  }
}
