import Foundation

/// The pipes between `explore` and the child process that walks: the request the child reads,
/// the end of the parent it watches for, and the lines it sends back.
enum ChildLink {
  /// Reads standard input up to its first line break: the parent's request, as JSON.
  ///
  /// Byte by byte, so that nothing after the line is taken from the pipe the child goes on
  /// watching.
  static func readRequest() -> Data {
    var data = Data()
    var byte: UInt8 = 0
    while read(STDIN_FILENO, &byte, 1) == 1, byte != UInt8(ascii: "\n") {
      data.append(byte)
    }
    return data
  }

  /// Ends this process as soon as its standard input closes: the parent keeps the pipe's
  /// other end open as long as it runs, and the kernel closes it however the parent ends, a
  /// kill included, so the child never walks on alone.
  static func exitWithParent() {
    Thread {
      var byte: UInt8 = 0
      while true {
        let count = read(STDIN_FILENO, &byte, 1)
        if count == 0 || (count < 0 && errno != EINTR) {
          _exit(4)
        }
      }
    }.start()
  }

  /// The lines a child writes, as they come, until it closes its output.
  ///
  /// The reading is done on a thread of its own, since it blocks.
  static func lines(of handle: FileHandle) -> AsyncStream<String> {
    AsyncStream { continuation in
      Thread {
        var pending = Data()
        while true {
          let chunk = handle.availableData
          if chunk.isEmpty {
            break
          }
          pending.append(chunk)
          while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
            continuation.yield(String(decoding: pending[pending.startIndex..<end], as: UTF8.self))
            pending.removeSubrange(pending.startIndex...end)
          }
        }
        if !pending.isEmpty {
          continuation.yield(String(decoding: pending, as: UTF8.self))
        }
        continuation.finish()
      }.start()
    }
  }
}
