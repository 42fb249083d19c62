import DLCScript
import FuzzSupport

/// The command line of `DLCWebFuzz`.
struct WebFuzzOptions: Equatable, FuzzCommandLine {
  /// Decides every request; printed, so that a failure replays with `--seed`.
  var seed = UInt64.random(in: .min ... .max)
  /// Whether this process is the server the requests go to.
  var isServer = false
  /// How many requests to send.
  var requests = 100_000
  /// The longest an answer or a close may take before it counts as a hang.
  var hangLimit = Duration.seconds(5)
  /// The longest the whole run may take; `nil` for no limit.
  var timeLimit: Duration?
  /// Whether to print the usage and stop.
  var wantsHelp = false

  static let usage =
    [
      HelpLayout.usage(
        "USAGE: DLCWebFuzz",
        ["[--requests N]", "[--within SECONDS]", "[--seed S]", "[--hang-after SECONDS]"]),
      HelpLayout.prose(
        """
        Starts Atlas's SceneServer in a child process on 127.0.0.1 and sends it requests made from
        a seed, each on a connection of its own, several at once: well-formed requests of every
        route, inputs with hostile text, pipelined requests, bodies that are not JSON, lengths
        that lie, heads and bodies over the limits, trickled and stalled requests, random bytes
        and mutations of well-formed requests. Every well-formed request must get its answers,
        every other one an answer or a close; after each batch of 1,000 the server must still run
        and answer a well-behaved request. A failure prints the seed and the request's index.
        """),
      HelpLayout.section(
        "OPTIONS:",
        [
          ("--requests N", "how many requests to send (default 100000)"),
          ("--within SECONDS", "fail if the whole run takes longer"),
          ("--seed S", "the seed to replay; a random one, printed, unless given"),
          (
            "--hang-after SECONDS",
            "count an answer or close that takes longer as a hang, such as 5 or 0.5 (default 5)"
          ),
          ("-h, --help", "show this help"),
        ]),
    ].joined(separator: "\n\n") + "\n"

  mutating func read(_ option: String, from remaining: inout ArraySlice<String>)
    throws(FuzzUsageError) -> Bool
  {
    switch option {
    case "--requests": requests = try Self.count(after: option, in: &remaining)
    case "--serve": isServer = true
    default: return false
    }
    return true
  }
}
