/// How long a session waits for a scene to settle after a command, in real time.
///
/// With a real clock a command's work, such as a debounce and a server request, takes real
/// time; these limits keep a person informed and keep a hung request from blocking forever.
public struct SettleLimits: Sendable, Equatable {
  /// How long settling may take before the session reports that it is still working.
  public var noticeAfter: Duration

  /// How long settling may take before the session gives up and the command fails.
  public var giveUpAfter: Duration

  /// Whether a command whose settling outlasts ``giveUpAfter`` fails.
  ///
  /// A display that is sent every later change of the stage, such as the browser page, answers
  /// an input once the limit has passed and lets the work go on: its result arrives later.
  public var failsWhenGivingUp: Bool

  /// Creates limits.
  ///
  /// - Parameters:
  ///   - noticeAfter: When to report that the scene is still working.
  ///   - giveUpAfter: When to stop waiting.
  ///   - failsWhenGivingUp: Whether a command fails when settling outlasts `giveUpAfter`.
  public init(
    noticeAfter: Duration = .seconds(1), giveUpAfter: Duration = .seconds(10),
    failsWhenGivingUp: Bool = true
  ) {
    self.noticeAfter = noticeAfter
    self.giveUpAfter = giveUpAfter
    self.failsWhenGivingUp = failsWhenGivingUp
  }

  /// The limits of the interactive session: a notice after 1 s, giving up after 10 s.
  public static let interactive = SettleLimits()
}
