import Dispatch
import Foundation
import Synchronization

/// Writes and deletes a folder's entry files in the background, so that storing a value costs
/// the cache's actor no file operation.
///
/// Every cache of this process on one folder shares one writer (``shared(for:)``), so that a
/// cache created on the folder reads it only once every earlier change to it has been made
/// (``flush()``). Changes to the same key are coalesced, the latest wins: only the last one
/// asked for reaches the file, and it is made after any earlier one, so a file always ends as the
/// cache left it. Each file is still written whole to a temporary file that then takes its place
/// atomically, so a kill -9 can lose the changes still queued (those of the last moments), never
/// leave a file half-written. A normal exit of the process makes every queued change first, and
/// deletes the temporary file kept for the next write.
final class CacheFolderWriter: Sendable {
  /// A change to one key's file, and the folder (with its warnings) that asked for it.
  private struct Change: Sendable {
    enum Kind: Sendable {
      case write(CacheEntryFile)
      case remove
    }

    var kind: Kind
    var folder: CacheFolder
  }

  private struct State {
    var pending: [CacheKey: Change] = [:]
    var isDraining = false
    var waiters: [CheckedContinuation<Void, Never>] = []
  }

  private struct Registry {
    var writers: [String: WeakWriter] = [:]
    var isExitHandlerInstalled = false
  }

  private struct WeakWriter {
    weak var writer: CacheFolderWriter?
  }

  private static let registry = Mutex(Registry())
  private static let queue = DispatchQueue(label: "CacheWorker.CacheFolderWriter")

  private let state = Mutex(State())

  /// Held while changes are made, so that a drain in the background and a drain at exit never
  /// make changes to one file out of order. It guards the temporary file the last write left to
  /// be filled by the next, if any.
  private let making = Mutex<String?>(nil)

  private init() {}

  deinit {
    if let spare = making.withLock({ $0 }) {
      unlink(spare)
    }
  }

  /// The writer of a folder, shared by every cache of this process on it.
  ///
  /// - Parameter url: The folder.
  /// - Returns: The writer, created on first use.
  static func shared(for url: URL) -> CacheFolderWriter {
    let path = url.standardizedFileURL.path
    return registry.withLock { registry in
      if !registry.isExitHandlerInstalled {
        registry.isExitHandlerInstalled = true
        atexit { CacheFolderWriter.drainAllNow() }
      }
      registry.writers = registry.writers.filter { $0.value.writer != nil }
      if let writer = registry.writers[path]?.writer {
        return writer
      }
      let writer = CacheFolderWriter()
      registry.writers[path] = WeakWriter(writer: writer)
      return writer
    }
  }

  /// Queues the writing of an entry's file, replacing any change queued for its key.
  ///
  /// - Parameters:
  ///   - entry: The entry to write.
  ///   - folder: The folder to write it in, which reports failures to its cache.
  func write(_ entry: CacheEntryFile, in folder: CacheFolder) {
    enqueue(Change(kind: .write(entry), folder: folder), for: entry.key)
  }

  /// Queues the deletion of a key's file, replacing any change queued for it.
  ///
  /// - Parameters:
  ///   - key: The key whose file goes.
  ///   - folder: The folder to delete it from, which reports failures to its cache.
  func removeFile(for key: CacheKey, in folder: CacheFolder) {
    enqueue(Change(kind: .remove, folder: folder), for: key)
  }

  /// Waits until every change queued so far has been made.
  func flush() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let isIdle = state.withLock { state in
        guard state.isDraining else { return true }
        state.waiters.append(continuation)
        return false
      }
      if isIdle {
        continuation.resume()
      }
    }
  }

  private func enqueue(_ change: Change, for key: CacheKey) {
    let startsDraining = state.withLock { state in
      state.pending[key] = change
      guard !state.isDraining else { return false }
      state.isDraining = true
      return true
    }
    if startsDraining {
      Self.queue.async { self.drain() }
    }
  }

  /// Makes queued changes until none is left, then wakes whoever waits for that.
  private func drain() {
    while true {
      let done = making.withLock { spare in
        let batch = state.withLock { state in
          let batch = state.pending
          state.pending = [:]
          return batch
        }
        Self.make(batch, reusing: &spare)
        return batch.isEmpty
      }
      guard done else { continue }
      let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>]? in
        // A change queued after the last batch was taken keeps the drain going.
        guard state.pending.isEmpty else { return nil }
        state.isDraining = false
        defer { state.waiters = [] }
        return state.waiters
      }
      guard let waiters else { continue }
      for waiter in waiters {
        waiter.resume()
      }
      return
    }
  }

  /// Makes every queued change at once, on the calling thread, as the process exits.
  private func drainNow() {
    making.withLock { spare in
      let batch = state.withLock { state in
        let batch = state.pending
        state.pending = [:]
        return batch
      }
      Self.make(batch, reusing: &spare)
      // The process is ending: leave no temporary file behind for the next start to warn of.
      if let file = spare {
        unlink(file)
        spare = nil
      }
    }
  }

  private static func make(_ batch: [CacheKey: Change], reusing spare: inout String?) {
    for (key, change) in batch {
      switch change.kind {
      case .write(let entry):
        change.folder.write(entry, reusing: &spare)
      case .remove:
        change.folder.removeFile(for: key)
      }
    }
  }

  private static func drainAllNow() {
    let writers = registry.withLock { $0.writers.values.compactMap(\.writer) }
    for writer in writers {
      writer.drainNow()
    }
  }
}
