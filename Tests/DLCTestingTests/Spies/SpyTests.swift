import DLCTesting
import TestSupport
import Testing

/// A presenter interface and its spy, each method recorded in one line.
@MainActor
private protocol ShelfPresenting: AnyObject {
  func showItems(_ items: [String], for query: String)
  func showEmpty()
  func showFailure(_ message: String, retry: @escaping @MainActor () -> Void)
}

@MainActor
private final class ShelfPresenterSpy: ShelfPresenting, Spy {
  let log = CallLog<SpyCall>("ShelfPresenter")
  private(set) var retry: (@MainActor () -> Void)?

  func showItems(_ items: [String], for query: String) { record(items, query) }
  func showEmpty() { record() }
  func showFailure(_ message: String, retry: @escaping @MainActor () -> Void) {
    if record(message) {
      self.retry = retry
    }
  }
}

@MainActor
@Suite struct SpyTests {
  private let spy = ShelfPresenterSpy()

  @Test func callsWrittenAsCallsMatchTheCallsReceived() {
    spy.showItems(["Tea"], for: "t")
    spy.showEmpty()
    spy.assertCalls {
      $0.showItems(["Tea"], for: "t")
      $0.showEmpty()
    }
    spy.assertNoUnassertedCalls()
  }

  @Test func aDifferentArgumentFailsShowingTheCallAsSwiftSpellsIt() {
    spy.showItems(["Tea"], for: "t")
    withKnownIssue {
      spy.assertCalls { $0.showItems(["Coffee"], for: "t") }
    } matching: {
      $0.mentions(#"-showItems(["Coffee"], for: "t")"#, #"+showItems(["Tea"], for: "t")"#)
    }
  }

  @Test func afterAnExpectationAnUnexpectedCallFailsAsItHappens() {
    spy.expect { $0.showEmpty() }
    withKnownIssue {
      spy.showItems(["Tea"], for: "t")
    } matching: {
      $0.mentions(
        #"ShelfPresenter received an unexpected call showItems(["Tea"], for: "t")"#,
        "expected showEmpty() next")
    }
  }

  @Test func anExpectedCallThatNeverComesFailsAtTheEnd() {
    spy.expect { $0.showEmpty() }
    withKnownIssue {
      spy.assertNoUnassertedCalls()
    } matching: {
      $0.mentions("never received expected calls:", "showEmpty()")
    }
  }

  @Test func describingACallDoesNotRunItsSideEffects() {
    var retried = 0
    spy.showFailure("Offline") { retried += 1 }
    spy.assertCalls { $0.showFailure("Offline") {} }
    spy.retry?()
    #expect(retried == 1)
  }

  @Test func aCallWithNoneReceivedIsCheckedByAssertNoCalls() {
    spy.assertNoCalls()
    spy.showEmpty()
    withKnownIssue {
      spy.assertNoCalls()
    } matching: {
      $0.mentions("+showEmpty()")
    }
  }

  @Test func aCallIsNamedByItsBaseNameWithItsLabels() {
    let call = SpyCall(function: "showItems(_:for:)", arguments: [["Tea"], "t"])
    #expect(call.name == "showItems")
    #expect(call.description == #"showItems(["Tea"], for: "t")"#)
  }
}
