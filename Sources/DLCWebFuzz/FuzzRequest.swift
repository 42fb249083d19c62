/// One request the fuzzer sends, on a connection of its own, and what the server must do.
struct FuzzRequest: Sendable, Equatable {
  /// What the server must do with it.
  enum Expectation: Sendable, Equatable {
    /// A well-formed request, or several pipelined: exactly this many whole answers, each with
    /// one of the statuses, within the time limit.
    case answers(count: Int, statuses: Set<Int>)
    /// Anything at all: an answer, a close, or silence until the fuzzer closes; the server must
    /// only stay up and keep answering others.
    case anything
  }

  /// Which kind of request it is, for reports.
  var kind: String
  /// The bytes, sent in these pieces.
  var chunks: [[UInt8]]
  /// The pause between pieces, in milliseconds: slowloris-style trickles and stalls.
  var pauseMilliseconds: Int = 0
  /// What the server must do.
  var expectation: Expectation
  /// Whether it asks with `HEAD`, whose answer has no body whatever its length says.
  var isHead = false

  /// All the bytes, as one.
  var bytes: [UInt8] { chunks.flatMap(\.self) }
}
