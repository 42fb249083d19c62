extension ManualClock {
  /// A point in a manual clock's time: how far it is from the clock's start.
  public struct Instant: InstantProtocol, Sendable, Hashable, CustomStringConvertible {
    /// The time since the clock started.
    public var offset: Duration

    /// Creates an instant.
    ///
    /// - Parameter offset: The time since the clock started.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// The instant a duration later.
    ///
    /// - Parameter duration: How much later.
    /// - Returns: The later instant.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The duration from this instant to another.
    ///
    /// - Parameter other: The other instant.
    /// - Returns: How long after this instant the other one is.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Whether one instant comes before another.
    ///
    /// - Parameters:
    ///   - lhs: An instant.
    ///   - rhs: Another instant.
    /// - Returns: `true` if `lhs` is earlier.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }

    /// The offset, as in `+1.5 seconds`.
    public var description: String { "+\(offset)" }
  }
}
