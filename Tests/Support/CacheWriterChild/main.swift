import CacheWorker
import Foundation

// Stores values in a cache on the folder named by the first argument, without end, so that a
// test can kill it at any moment. Each value names its key and its round and has a length
// that changes from round to round, so that a file reused for the next write is written both
// longer and shorter than before. Prints "ready" once the first values reached their files.

/// One stored value.
struct Written: Codable {
  var key: String
  var round: Int
  var filler: String
}

guard CommandLine.arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: CacheWriterChild FOLDER\n".utf8))
  exit(2)
}
let cache = CacheWorker(folder: URL(fileURLWithPath: CommandLine.arguments[1]))
// The test kills it; should the test die first, it stops when it sees it has a new parent,
// rather than write on, orphaned, for as long as the machine runs.
let parent = getppid()
var round = 0
while getppid() == parent {
  let key = "k\(round % 64)"
  let value = Written(
    key: key, round: round, filler: String(repeating: "x", count: (round * 37) % 900))
  try await cache.set(value, forKey: key)
  if round == 64 {
    await cache.flush()
    FileHandle.standardOutput.write(Data("ready\n".utf8))
  }
  round += 1
}
