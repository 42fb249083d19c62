/// A small seeded generator: the same seed yields the same inputs, so a failure replays.
package struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// Creates a generator that yields the numbers of a seed.
  package init(seed: UInt64) {
    state = seed
  }

  /// The next number of the seed.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
