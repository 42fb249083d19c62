import DLCScript
import Foundation
import FuzzSupport

/// The command line of `DLCFuzz`.
struct FuzzOptions: Equatable, FuzzCommandLine {
  /// Decides every line; printed, so that a failure replays with `--seed`.
  var seed = UInt64.random(in: .min ... .max)
  /// How many lines to feed.
  var lines = 100_000
  /// The longest one line may take before it counts as a hang.
  var hangLimit = Duration.seconds(2)
  /// The longest the whole run may take; `nil` for no limit.
  var timeLimit: Duration?
  /// Whether this process is the child that plays the lines.
  var isChild = false
  /// A line at which the child traps on purpose, to check that crashes are caught.
  var trapAtLine: Int?
  /// The fewest hostile server answers the run must give Atlas, or it fails.
  var minimumHostileAnswers = 0
  /// How many scripts with a line of megabytes to give `TOOL run`, from a file and a pipe.
  var longLineRuns = 3
  /// How many fuzzed pastes to make into the tool's line editor through a pseudo-terminal.
  var pastes = 10
  /// The application's tool those runs and pastes use; `dlc` beside DLCFuzz unless given.
  var tool: URL?
  /// Whether to print the usage and stop.
  var wantsHelp = false

  static let usage =
    [
      HelpLayout.usage(
        "USAGE: DLCFuzz",
        [
          "[--seed N]", "[--lines N]", "[--hang-after SECONDS]", "[--within SECONDS]",
          "[--hostile-answers N]", "[--long-line-runs N]", "[--pastes N]", "[--tool PATH]",
        ]),
      HelpLayout.prose(
        """
        Feeds Atlas, on a manual clock, lines made from a seed: the example scripts' lines as they
        are and mutated, random bytes, control characters, huge numbers and megabyte texts. Each
        line must yield a result or an error with a position, in time, without a crash. Every
        other session plays against a hostile server (control characters and escape sequences in
        names, codes that climb out of their path, garbage and truncated JSON, odd statuses) on a
        hostile cache folder (a FIFO, a link, a sparse 64 GiB file, garbage, open to everyone),
        and there no raw control character may reach the screen or a message.

        The session runs in a child process; a failure is reported with the seed and the line.
        A line hangs when the child spends more processor time on it than the hang limit, so a
        loaded machine does not make a hang of a slow line; a line that waits without working
        hangs after fifteen times the limit of wall time.

        Then the tool itself runs scripts with a line of several megabytes, read from a file and
        from a pipe, which must give the same true result in time linear in their size; and takes
        fuzzed pastes at its prompt through a pseudo-terminal, which must leave the terminal as
        it was, with output linear in the paste. Every other paste is marked as a terminal marks
        one, and the control characters it carries must stay text: no title it sets reaches the
        screen.
        """),
      HelpLayout.section(
        "OPTIONS:",
        [
          ("--seed N", "the seed to replay; a random one, printed, unless given"),
          ("--lines N", "how many lines to feed (default 100000)"),
          (
            "--hang-after SECONDS",
            "count a line that takes longer as a hang, such as 2 or 0.5 (default 2)"
          ),
          ("--within SECONDS", "fail if the whole run takes longer"),
          ("--hostile-answers N", "fail if the hostile server gave fewer answers (default 0)"),
          ("--long-line-runs N", "scripts with a line of megabytes for TOOL run (default 3)"),
          ("--pastes N", "pastes into TOOL's line editor (default 10)"),
          ("--tool PATH", "the tool for those (default: dlc beside DLCFuzz)"),
          ("--trap-at-line N", "make the child crash at line N, to check that crashes are caught"),
          ("-h, --help", "show this help"),
        ]),
    ].joined(separator: "\n\n") + "\n"

  mutating func read(_ option: String, from remaining: inout ArraySlice<String>)
    throws(FuzzUsageError) -> Bool
  {
    switch option {
    case "--child": isChild = true
    case "--lines": lines = try Self.count(after: option, in: &remaining)
    case "--trap-at-line": trapAtLine = try Self.count(after: option, in: &remaining)
    case "--hostile-answers":
      minimumHostileAnswers = try Self.count(after: option, in: &remaining)
    case "--long-line-runs": longLineRuns = try Self.count(after: option, in: &remaining)
    case "--pastes": pastes = try Self.count(after: option, in: &remaining)
    case "--tool":
      guard let path = remaining.popFirst() else {
        throw FuzzUsageError(message: "'--tool' needs a PATH")
      }
      tool = URL(fileURLWithPath: path)
    default: return false
    }
    return true
  }

  /// The arguments that make a child play the same lines.
  var childArguments: [String] {
    var arguments = [
      "--child", "--seed", "\(seed)", "--lines", "\(lines)",
      "--hostile-answers", "\(minimumHostileAnswers)",
    ]
    if let trapAtLine {
      arguments += ["--trap-at-line", "\(trapAtLine)"]
    }
    return arguments
  }
}
