public import CacheWorker
public import DLC
public import Testing
import WorkerTesting

/// A cache worker for tests: a real in-memory cache, or one that fails the test when used.
///
/// A stub container gets ``unimplemented(sourceLocation:)`` unless the test needs a cache, so
/// that a scene that touches the cache unexpectedly fails the test, naming the call. A test
/// that needs one hands over ``inMemory(configuration:clock:)``: the real `CacheWorker` with
/// no folder, on the test's clock.
///
/// ```swift
/// let clock = ManualClock()
/// let dc = Act2DCStub(clock: clock, cache: .inMemory(clock: clock))  // this test caches
/// let other = Act2DCStub(cache: .unimplemented())  // this one must not touch the cache
/// ```
public struct CacheDouble: CacheWorkerInterface, SharedAcrossScenes {
  private enum Backing: Sendable {
    case cache(any CacheWorkerInterface)
    case unimplemented(UnimplementedWorker)
  }

  private let backing: Backing

  /// Wraps any cache, such as a `CacheWorker` the test configured itself.
  ///
  /// - Parameter cache: The cache that answers every call.
  public init(wrapping cache: any CacheWorkerInterface) {
    backing = .cache(cache)
  }

  private init(unimplemented: UnimplementedWorker) {
    backing = .unimplemented(unimplemented)
  }

  /// A real cache kept in memory only: a `CacheWorker` with no folder.
  ///
  /// - Parameters:
  ///   - configuration: The limits and default time to live.
  ///   - clock: The clock that measures time to live: the harness's clock, or a `ManualClock`
  ///     of the test's own. It has no default, so that no test runs a cache on real time, or on
  ///     a clock other than the one it moves, without saying so.
  /// - Returns: The double.
  public static func inMemory(
    configuration: CacheConfiguration = CacheConfiguration(),
    clock: any Clock<Duration>
  ) -> CacheDouble {
    CacheDouble(wrapping: CacheWorker(configuration: configuration, clock: clock))
  }

  /// A cache that records an issue on every use and otherwise behaves as an empty cache.
  ///
  /// - Parameter sourceLocation: Where failures are reported: the line that made the double.
  /// - Returns: The double.
  public static func unimplemented(
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> CacheDouble {
    CacheDouble(
      unimplemented: UnimplementedWorker(worker: "CacheWorker", sourceLocation: sourceLocation))
  }

  /// The value stored for a key, from the wrapped cache.
  ///
  /// - Parameters:
  ///   - type: The type the value was stored as.
  ///   - key: The key the value was stored under.
  /// - Returns: The value, or `nil` on a miss; always `nil` when unimplemented.
  public func value<Value: Codable & Sendable>(
    of type: Value.Type,
    forKey key: String
  ) async -> Value? {
    switch backing {
    case .cache(let cache):
      return await cache.value(of: type, forKey: key)
    case .unimplemented(let unimplemented):
      unimplemented.report("value(of: \(type), forKey: \"\(key)\")")
      return nil
    }
  }

  /// Stores a value in the wrapped cache.
  ///
  /// - Parameters:
  ///   - value: The value to store.
  ///   - key: The key to store it under.
  ///   - timeToLive: How long the value stays; `nil` for the default.
  /// - Throws: `CacheError` as the wrapped cache throws it.
  public func set<Value: Codable & Sendable>(
    _ value: Value,
    forKey key: String,
    timeToLive: Duration?
  ) async throws(CacheError) {
    switch backing {
    case .cache(let cache):
      try await cache.set(value, forKey: key, timeToLive: timeToLive)
    case .unimplemented(let unimplemented):
      unimplemented.report("set(_: \(Value.self), forKey: \"\(key)\")")
    }
  }

  /// Removes the value stored under a key in the wrapped cache.
  ///
  /// - Parameter key: The key whose value goes.
  public func removeValue(forKey key: String) async {
    switch backing {
    case .cache(let cache):
      await cache.removeValue(forKey: key)
    case .unimplemented(let unimplemented):
      unimplemented.report("removeValue(forKey: \"\(key)\")")
    }
  }

  /// Removes every value of the wrapped cache.
  public func removeAll() async {
    switch backing {
    case .cache(let cache):
      await cache.removeAll()
    case .unimplemented(let unimplemented):
      unimplemented.report("removeAll()")
    }
  }

  /// The wrapped cache's statistics.
  ///
  /// - Returns: The statistics; all zero when unimplemented.
  public func statistics() async -> CacheStatistics {
    switch backing {
    case .cache(let cache):
      return await cache.statistics()
    case .unimplemented(let unimplemented):
      unimplemented.report("statistics()")
      return CacheStatistics()
    }
  }

  /// A namespace of the wrapped cache.
  ///
  /// - Parameter name: The namespace's name.
  /// - Returns: A double for the namespace; an unimplemented double's namespaces are
  ///   unimplemented too.
  public func namespace(_ name: String) -> any CacheWorkerInterface {
    switch backing {
    case .cache(let cache):
      return CacheDouble(wrapping: cache.namespace(name))
    case .unimplemented(let unimplemented):
      unimplemented.report("namespace(\"\(name)\")")
      return CacheDouble(
        unimplemented: UnimplementedWorker(
          worker: "\(unimplemented.worker) namespace \"\(name)\"",
          sourceLocation: unimplemented.sourceLocation))
    }
  }
}
