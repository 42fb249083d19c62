/// Lets so many programs run at once in a test process, and the rest wait their turn.
///
/// Each program a test runs holds descriptors of the test process while it runs (its output
/// files, the pipes and socket Foundation keeps for it); a thousand tests running programs side
/// by side took the process past descriptor 1,023, which Foundation's socket thread, waiting on
/// them with `select`, cannot take: it spun, and the whole run hung.
actor ProgramSlots {
  /// The slots every program of the test process takes.
  static let shared = ProgramSlots(count: 24)

  private var free: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(count: Int) {
    free = count
  }

  /// Returns once a slot is free, and takes it.
  func take() async {
    guard free == 0 else {
      free -= 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Gives a slot back, to the program waiting longest if one is.
  func give() {
    if waiting.isEmpty {
      free += 1
    } else {
      waiting.removeFirst().resume()
    }
  }
}
