import DLCTesting
import TestSupport
import Testing

@Suite struct CallLogTests {
  enum Call: Equatable {
    case load(String)
    case show(Int)
    case hide
  }

  let log = CallLog<Call>("Presenter")

  // MARK: - Checking the sequence

  @Test func theExactSequencePassesAndIsClearedOnceChecked() {
    log.record(.load("a"))
    log.record(.show(1))
    #expect(log.calls == [.load("a"), .show(1)])
    log.assertCalls([.load("a"), .show(1)])
    #expect(log.calls.isEmpty)
    log.assertNoUnassertedCalls()
  }

  @Test func anotherOrderFailsWithALineDiff() {
    log.record(.show(1))
    log.record(.load("a"))
    withKnownIssue {
      log.assertCalls([.load("a"), .show(1)])
    } matching: {
      $0.mentions(
        "Presenter received other calls than expected (- expected, + received):",
        "-load(\"a\")\n show(1)\n+load(\"a\")")
    }
  }

  @Test func aMissingCallFails() {
    log.record(.load("a"))
    withKnownIssue {
      log.assertCalls([.load("a"), .hide])
    } matching: {
      $0.mentions(" load(\"a\")\n-hide")
    }
  }

  @Test func anExtraCallFails() {
    log.record(.hide)
    log.record(.hide)
    withKnownIssue {
      log.assertCalls([.hide])
    } matching: {
      $0.mentions(" hide\n+hide")
    }
  }

  // MARK: - Declaring what may come next

  @Test func declaredCallsThatArriveInOrderPassAndCountAsChecked() {
    log.expect(.load("a"), .show(2))
    log.record(.load("a"))
    log.record(.show(2))
    #expect(log.calls.isEmpty)
    log.assertNoUnassertedCalls()
  }

  @Test func aCallOtherThanTheNextDeclaredOneFailsAtTheDeclaration() {
    let line = #_sourceLocation.line + 1
    log.expect(.load("a"), .show(2))
    withKnownIssue {
      log.record(.show(2))
    } matching: {
      $0.mentions("Presenter received an unexpected call show(2); expected load(\"a\") next")
        && $0.sourceLocation?.line == line
    }
  }

  @Test func aCallAfterAllDeclaredOnesFails() {
    log.expect(.hide)
    log.record(.hide)
    withKnownIssue {
      log.record(.hide)
    } matching: {
      $0.mentions("Presenter received an unexpected call hide; expected no more calls")
    }
  }

  @Test func declaringNoCallsForbidsAnyCall() {
    log.expect()
    withKnownIssue {
      log.record(.load("x"))
    } matching: {
      $0.mentions("unexpected call load(\"x\"); expected no more calls")
    }
  }

  // MARK: - Checking that nothing is left

  @Test func anUncheckedCallFailsTheEndCheck() {
    log.record(.show(3))
    withKnownIssue {
      log.assertNoUnassertedCalls()
    } matching: {
      $0.mentions("Presenter received calls the test did not check:\n  show(3)")
    }
  }

  @Test func aDeclaredCallThatNeverCameFailsTheEndCheck() {
    log.expect(.load("a"), .hide)
    log.record(.load("a"))
    withKnownIssue {
      log.assertNoUnassertedCalls()
    } matching: {
      $0.mentions("Presenter never received expected calls:\n  hide")
    }
  }

  @Test func aLogIsNamedForItsCallTypeByDefault() {
    #expect(CallLog<Call>().name == "Call")
  }
}
