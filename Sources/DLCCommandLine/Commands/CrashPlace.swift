import DLC
import Glibc

/// Says which command of a script crashed the application, before the crash ends the process.
///
/// `run` plays the application in its own process, so a trap in the application's code ends it
/// where only a signal handler still runs. Before each command the run notes the command's line
/// and column (two stores, nothing allocated); on a crash the handler writes
/// `FILE:LINE:COL: error: …` with nothing but `write(2)` (with `--json`, a `crash` record on
/// standard output too, so that a host reading records learns why they end), puts back the
/// handler it replaced (the runtime's backtrace) and returns, so the faulting instruction faults
/// again into it.
enum CrashPlace {
  /// The signals a trap or a bad access raises.
  private static let signals = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE]

  /// Where the handler reads the place: the file's bytes, the file as a JSON string (empty
  /// without `--json`), their lengths, the line and column, and the handlers it replaced, by
  /// signal number; and where it puts what it writes together.
  ///
  /// Set by ``watch(file:writesRecord:)`` before the handler is installed, the memory is then
  /// written only by the thread that runs the commands, between commands, and read by a handler
  /// that runs on the thread that crashed: a crash in a command's code on that thread reads
  /// what the same thread wrote before the command began. A crash on another thread may read a
  /// place one command old, which names a command that ran last, not a wrong file.
  private struct Storage {
    let file = UnsafeMutablePointer<UInt8>.allocate(capacity: 4_096)
    // A JSON string escapes a byte into six at the most: room for the whole path, quoted.
    let jsonFile = UnsafeMutablePointer<UInt8>.allocate(capacity: 6 * 4_096 + 2)
    let record = UnsafeMutablePointer<UInt8>.allocate(capacity: 6 * 4_096 + 256)
    let numbers = UnsafeMutablePointer<Int>.allocate(capacity: 4)
    let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 64)
  }

  // Safe as the comment on `Storage` shows: the pointers never change once made, and what they
  // point to is written only before the handler is installed or between commands.
  nonisolated(unsafe) private static let storage = Storage()

  /// Notes the script file whose commands follow, and installs the handler the first time.
  ///
  /// - Parameters:
  ///   - file: The script's path, as errors name it.
  ///   - writesRecord: Whether a crash also writes a JSON `crash` record to standard output.
  static func watch(file: String, writesRecord: Bool) {
    let bytes = Array(file.utf8.prefix(4_000))
    storage.numbers[0] = copy(bytes, to: storage.file)
    storage.numbers[3] = 0
    if writesRecord {
      var json = JSONText()
      json.write(String(decoding: bytes, as: UTF8.self))
      storage.numbers[3] = copy(json.bytes, to: storage.jsonFile)
    }
    storage.numbers[1] = 0
    storage.numbers[2] = 0
    guard !isInstalled else { return }
    isInstalled = true
    for signal in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = handle
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signal, &action, storage.previous + Int(signal))
    }
  }

  private static func copy(_ bytes: [UInt8], to destination: UnsafeMutablePointer<UInt8>) -> Int {
    bytes.withUnsafeBufferPointer { source in
      if let start = source.baseAddress {
        destination.update(from: start, count: source.count)
      }
    }
    return bytes.count
  }

  // Written once, on the thread that runs the commands, before any handler is installed.
  nonisolated(unsafe) private static var isInstalled = false

  /// Notes the command about to run.
  ///
  /// - Parameters:
  ///   - line: Its line.
  ///   - column: Its column.
  static func note(line: Int, column: Int) {
    storage.numbers[1] = line
    storage.numbers[2] = column
  }

  /// Writes the place of the command that crashed, then lets the handler replaced have it.
  ///
  /// Standard error first: with `--json`, a host that has closed standard output must not keep
  /// the error from being written.
  private static let handle: @convention(c) (Int32) -> Void = { signal in
    let place = CrashPlace.storage
    guard place.numbers[1] > 0 else {
      sigaction(signal, place.previous + Int(signal), nil)
      return
    }
    var error = RecordBuffer(place.record)
    error.append(UnsafeRawBufferPointer(start: place.file, count: place.numbers[0]))
    error.append(":")
    error.append(number: place.numbers[1])
    error.append(":")
    error.append(number: place.numbers[2])
    error.append(": error: the application crashed running this command\n")
    error.write(to: 2)
    if place.numbers[3] > 0 {
      // Keys sorted, as every record's are; one write, so that no other output splits it.
      var record = RecordBuffer(place.record)
      record.append("{\"column\":")
      record.append(number: place.numbers[2])
      record.append(",\"error\":\"the application crashed running this command\",\"file\":")
      record.append(UnsafeRawBufferPointer(start: place.jsonFile, count: place.numbers[3]))
      record.append(",\"line\":")
      record.append(number: place.numbers[1])
      record.append(",\"ok\":false,\"type\":\"crash\"}\n")
      record.write(to: 1)
    }
    sigaction(signal, place.previous + Int(signal), nil)
  }

  /// Bytes put together in memory made before the crash, with nothing but stores: what a
  /// signal handler may do.
  private struct RecordBuffer {
    let start: UnsafeMutablePointer<UInt8>
    var count = 0

    init(_ start: UnsafeMutablePointer<UInt8>) {
      self.start = start
    }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
      for byte in bytes {
        start[count] = byte
        count += 1
      }
    }

    mutating func append(_ text: StaticString) {
      append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends a number's digits.
    mutating func append(number: Int) {
      var digits = 1
      var rest = number / 10
      while rest > 0 {
        digits += 1
        rest /= 10
      }
      var value = number
      for index in stride(from: count + digits - 1, through: count, by: -1) {
        start[index] = UInt8(48 + value % 10)
        value /= 10
      }
      count += digits
    }

    func write(to descriptor: Int32) {
      _ = Glibc.write(descriptor, start, count)
    }
  }
}
