import DLC
import DLCScript
import Foundation

/// One browser's session: its own stage and application on the real clock, played through a
/// ``ScriptSession`` as the command language plays it, and the pages that follow its screen.
///
/// Inputs run one at a time in the order they arrive. An input is answered once the stage has
/// settled or a moment has passed, whichever comes first; work that goes on (a debounce, a
/// server's answer, a timer) is watched, and every change of the screen it makes is sent to
/// the session's pages as it happens.
@MainActor
final class WebSession {
  /// How long an input waits for the stage to settle before it is answered; what the work
  /// changes later is pushed.
  static let answerWithin: Duration = .milliseconds(15)

  /// The most streams a session's pages may hold open at once: a new one closes the oldest, so
  /// that no client holds the server's descriptors and memory with streams it does not read.
  static let maximumStreams = 4

  /// The cookie that names the session; a new one once the person signs in or out.
  private(set) var id: String
  /// The token a page sends with every input, which another site cannot read.
  let token: String
  let stage: Stage
  private let script: ScriptSession
  /// What looks at the screen while work is in flight, for every session of the server.
  private let busyWatch: BusySessionWatch

  /// The count of screens sent, raised whenever the screen changes.
  private(set) var revision = 0
  /// The last screen sent, with every secret typed in the session masked.
  private(set) var screen: ScreenSnapshot
  private var canGoBack: Bool
  /// The last screen's envelope without an error: `{"canGoBack":…,"revision":…,"screen":…}`.
  private(set) var envelope = ""
  /// When a request last came from the session's browser.
  private(set) var lastActivity = ContinuousClock.now
  /// Whether the session has ended; it then takes no input.
  private(set) var isEnded = false
  /// Whether the person crossed from the act the session started in into another, as signing
  /// in does: such a session is never ended to make room for another browser.
  private(set) var hasCrossedActs = false
  /// Whether the session is due a new id, which the next input's answer carries: a secret was
  /// typed, or the person crossed into another act, so that an id another party knew before
  /// (a cookie planted by another page) names nothing once the person signs in.
  private(set) var needsNewID = false
  /// Whether a secret was typed in the session.
  private var hasTypedSecret = false
  /// The acts running when the screen was last sent.
  private var acts: Set<ObjectIdentifier>

  private var streams: [EventStream] = []
  private var pending: [(line: String, answer: CheckedContinuation<Answer, Never>)] = []
  private var isApplying = false
  private var isWatching = false

  /// Starts the application on a stage of its own.
  ///
  /// - Parameters:
  ///   - application: The application, not yet started.
  ///   - link: A link to open once it has started, or `nil`.
  ///   - busyWatch: What looks at the screen while work is in flight.
  init(application: any SceneApplication, link: String?, busyWatch: BusySessionWatch) {
    id = SessionSecret.make()
    self.busyWatch = busyWatch
    token = SessionSecret.make()
    let stage = Stage(clock: ContinuousClock())
    self.stage = stage
    application.start(on: stage)
    if let link {
      try? application.open(link, on: stage)
    }
    script = ScriptSession(
      stage: stage, application: application,
      settleLimits: SettleLimits(
        noticeAfter: .seconds(3_600), giveUpAfter: Self.answerWithin, failsWhenGivingUp: false))
    screen = stage.snapshot()
    acts = stage.runningActs
    canGoBack = stage.canGoBack
    envelope = Self.envelope(revision: 0, screen: screen, canGoBack: canGoBack, error: nil)
    // Work no input began, such as a store's change another session made handed to a scene
    // that follows it, is watched as an input's is.
    stage.onWorkStart = { [weak self] in
      Task { @MainActor in
        // An input publishes and watches once it has run.
        guard let self, !self.isApplying else { return }
        self.publishIfChanged()
        self.watchWork()
      }
    }
    watchWork()
  }

  /// Notes that the session's browser made a request, so that it is not idle.
  func touch() {
    lastActivity = .now
  }

  /// What an input gets back: the envelope the page reads, and the error it carries, if any.
  struct Answer: Sendable {
    /// The screen after the input, as JSON, with `"error"` when it failed.
    var envelope: String
    /// Why the input failed, as the envelope says it; `nil` when it worked.
    var error: String?
  }

  /// Runs one input after every input that arrived before it.
  ///
  /// - Parameter line: One input of the command language (see ``WebInput``).
  /// - Returns: The envelope of the screen after it, with `"error"` when it failed, and that
  ///   error.
  func apply(_ line: String) async -> Answer {
    touch()
    return await withCheckedContinuation { answer in
      pending.append((line, answer))
      guard !isApplying else { return }
      isApplying = true
      Task { await self.applyPending() }
    }
  }

  /// Follows the session's screen: sends the current one at once, then every change; the
  /// oldest stream is closed when the session already has as many as it may.
  ///
  /// - Parameter stream: The page's stream.
  func follow(with stream: EventStream) {
    touch()
    guard !isEnded else {
      stream.close()
      return
    }
    if streams.count >= Self.maximumStreams {
      streams.removeFirst().close()
    }
    if stream.send(envelope) {
      streams.append(stream)
    }
  }

  /// Gives the session a new id, and closes the streams that followed it under the old one:
  /// whoever held that id follows nothing more, and the person's page opens a new stream.
  ///
  /// - Parameter newID: The new id.
  func rename(to newID: String) {
    id = newID
    needsNewID = false
    streams.forEach { $0.close() }
    streams = []
  }

  /// Sends a comment to every page, dropping those that have gone.
  func keepStreamsAlive() {
    streams.removeAll { !$0.keepAlive() }
  }

  /// Ends the session: closes its pages' streams, answers inputs still waiting, and takes
  /// every scene off the stage so that each is freed with the session.
  func end() {
    guard !isEnded else { return }
    isEnded = true
    streams.forEach { $0.close() }
    streams = []
    let waiting = pending
    pending = []
    for input in waiting {
      input.answer.resume(returning: ended)
    }
    stage.removeAllScenes()
  }

  // MARK: - Inputs

  private func applyPending() async {
    while !pending.isEmpty {
      let input = pending.removeFirst()
      input.answer.resume(returning: await run(input.line))
    }
    isApplying = false
  }

  private func run(_ line: String) async -> Answer {
    guard !isEnded else { return ended }
    let typesSecret = script.typesIntoSecureField(line)
    let result = await script.execute(line)
    if !hasTypedSecret, script.hasTypedIntoASecureField {
      // Once is enough: after it, the id is the person's browser's alone.
      hasTypedSecret = true
      needsNewID = true
    }
    publishIfChanged()
    watchWork()
    guard var error = result.error else { return Answer(envelope: envelope, error: nil) }
    if typesSecret {
      // A message may quote what was typed; a secret is never sent back. The field may be
      // secure, or one the screen does not show (a mistyped id), which may be given one too.
      error = "the text typed is withheld, as it may be secret: " + Self.withoutQuotedText(error)
    }
    return failed(error)
  }

  private var ended: Answer { failed("the session has ended") }

  /// The answer to an input that failed: the screen, with the error.
  private func failed(_ error: String) -> Answer {
    Answer(
      envelope: Self.envelope(
        revision: revision, screen: screen, canGoBack: canGoBack, error: error),
      error: error)
  }

  // MARK: - Following the stage

  /// Sends the screen to every page if it differs from the last one sent.
  func publishIfChanged() {
    guard !isEnded else { return }
    // What the person typed into a secure field may have been put on the screen by the scene
    // (a label, a title, an alert): the page gets it masked, as every result of a script does.
    let current = script.masked(stage.snapshot())
    let currentCanGoBack = stage.canGoBack
    guard current != screen || currentCanGoBack != canGoBack else { return }
    revision += 1
    screen = current
    canGoBack = currentCanGoBack
    let currentActs = stage.runningActs
    if currentActs != acts {
      acts = currentActs
      hasCrossedActs = true
      needsNewID = true
    }
    envelope = Self.envelope(revision: revision, screen: screen, canGoBack: canGoBack, error: nil)
    let envelope = envelope
    streams.removeAll { !$0.send(envelope) }
  }

  /// Watches the stage while work is in flight, sending each change of the screen.
  private func watchWork() {
    guard !isWatching, !isEnded, stage.hasWorkInFlight else { return }
    isWatching = true
    busyWatch.watch(self)
  }

  /// Sends the screen to the session's pages if it changed, while work is in flight.
  ///
  /// - Returns: Whether work is still in flight, so that the screen is worth another look.
  func publishChangesIfStillBusy() -> Bool {
    publishIfChanged()
    guard !isEnded, stage.hasWorkInFlight else {
      isWatching = false
      return false
    }
    return true
  }

  // MARK: - Envelopes

  /// `{"canGoBack":B,"revision":N,"screen":SCREEN}`, with `"error"` when there is one.
  static func envelope(
    revision: Int, screen: ScreenSnapshot, canGoBack: Bool, error: String?
  ) -> String {
    var json = JSONText()
    json.writeObject { json in
      json.writeMember("canGoBack", canGoBack)
      json.writeMember("error", ifPresent: error)
      json.writeMember("revision", revision)
      json.writeMember("screen", screen)
    }
    return json.text
  }

  /// A text as a JSON string.
  static func jsonString(_ text: String) -> String {
    var json = JSONText(reservingCapacity: text.utf8.count + 2)
    json.write(text)
    return json.text
  }

  /// A message with every double-quoted part replaced by `"…"`.
  private static func withoutQuotedText(_ message: String) -> String {
    var result = ""
    var isQuoted = false
    for character in message {
      if character == "\"" {
        result += isQuoted ? "…\"" : "\""
        isQuoted.toggle()
      } else if !isQuoted {
        result.append(character)
      }
    }
    return result
  }
}
