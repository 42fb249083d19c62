import Foundation
import StoreWorker

// Writes to a store for tests that need another process: one that is killed while it writes,
// two that write at once, and one whose files may not grow.
//
//   StoreWriterChild write FILE ROUND     puts records "ROUND-N", N = 0, 1, 2…, without end,
//                                         printing "ack ROUND-N" once each write has returned
//   StoreWriterChild increment FILE N     adds 1 to the counter "shared", N times, each a
//                                         read-modify-write transaction; prints "done"
//   StoreWriterChild fill FILE BYTES      limits every file it writes to BYTES (RLIMIT_FSIZE)
//                                         and puts records until the store refuses, printing
//                                         "ack N" for each and then "refused: ERROR"

/// A record the child writes.
struct Entry: StoreRecord {
  var id: String
  var value: Int
  var filler: String
}

let entries = StoreCollection<Entry>("entries")
let arguments = CommandLine.arguments
guard arguments.count == 4, let number = Int(arguments[3]) else {
  FileHandle.standardError.write(Data("usage: StoreWriterChild write|increment|fill FILE N\n".utf8))
  exit(2)
}
let file = URL(fileURLWithPath: arguments[2])

/// Prints a line at once, unbuffered, for the parent to read.
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

do {
  switch arguments[1] {
  case "write":
    let account = try Store(file: file).account("writer")
    var index = 0
    while true {
      let id = "\(number)-\(index)"
      try await account.put(
        Entry(id: id, value: index, filler: String(repeating: "x", count: index % 500)),
        in: entries)
      say("ack \(id)")
      index += 1
    }
  case "increment":
    let account = try Store(file: file).account("counter")
    for _ in 0..<number {
      try await account.write { transaction in
        var counter =
          try transaction.get("shared", in: entries) ?? Entry(id: "shared", value: 0, filler: "")
        counter.value += 1
        try transaction.put(counter, in: entries)
      }
    }
    say("done")
  case "fill":
    let account = try Store(file: file).account("filler")
    // Past the limit, a write fails with EFBIG instead of the signal ending the process.
    signal(SIGXFSZ, SIG_IGN)
    var limit = rlimit(rlim_cur: rlim_t(number), rlim_max: rlim_t(number))
    #if canImport(Glibc)
      setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
    #else
      setrlimit(RLIMIT_FSIZE, &limit)
    #endif
    var index = 0
    do {
      while true {
        try await account.put(
          Entry(id: "\(index)", value: index, filler: String(repeating: "y", count: 4_000)),
          in: entries)
        say("ack \(index)")
        index += 1
      }
    } catch {
      say("refused: \(error)")
      switch error {
      case .diskFull: exit(0)
      default: exit(3)
      }
    }
  default:
    FileHandle.standardError.write(Data("unknown mode \(arguments[1])\n".utf8))
    exit(2)
  }
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(1)
}
