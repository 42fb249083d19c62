/// The line-by-line difference between two texts, shown in the unified style of `diff -u`.
///
/// Unchanged lines start with a space, lines only in the old text with `-`, lines only in the
/// new text with `+`. With a context, only changed lines and that many lines around them are
/// shown, in hunks headed `@@ -OLD,COUNT +NEW,COUNT @@`.
struct LineDiff {
  /// One line of the edit script from the old text to the new one.
  enum Line: Equatable {
    case same(String)
    case removed(String)
    case inserted(String)

    var rendered: String {
      switch self {
      case .same(let text): " \(text)"
      case .removed(let text): "-\(text)"
      case .inserted(let text): "+\(text)"
      }
    }

    var isChange: Bool {
      if case .same = self { false } else { true }
    }
  }

  /// The edit script, in order, with every line of both texts.
  let lines: [Line]

  /// Compares two lists of lines.
  init(old: [String], new: [String]) {
    var removed: Set<Int> = []
    var inserted: Set<Int> = []
    for change in new.difference(from: old) {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var lines: [Line] = []
    var oldIndex = 0
    var newIndex = 0
    // Lines neither removed nor inserted come in the same order in both texts, so whenever
    // neither side has a change at its position, both positions hold the same line.
    while oldIndex < old.count || newIndex < new.count {
      if oldIndex < old.count, removed.contains(oldIndex) {
        lines.append(.removed(old[oldIndex]))
        oldIndex += 1
      } else if newIndex < new.count, inserted.contains(newIndex) {
        lines.append(.inserted(new[newIndex]))
        newIndex += 1
      } else {
        lines.append(.same(old[oldIndex]))
        oldIndex += 1
        newIndex += 1
      }
    }
    self.lines = lines
  }

  /// Compares two texts line by line.
  init(old: String, new: String) {
    self.init(old: Self.split(old), new: Self.split(new))
  }

  /// Whether the texts differ.
  var hasChanges: Bool { lines.contains(where: \.isChange) }

  /// Every line of the edit script, one per line.
  func rendered() -> String {
    lines.map(\.rendered).joined(separator: "\n")
  }

  /// The changed lines with `context` unchanged lines around them, in headed hunks.
  func unified(context: Int = 3) -> String {
    var output: [String] = []
    for hunk in hunks(context: context) {
      let slice = lines[hunk]
      let before = lines[..<hunk.lowerBound]
      let oldStart = before.count { !Self.isInserted($0) }
      let newStart = before.count { !Self.isRemoved($0) }
      let oldCount = slice.count { !Self.isInserted($0) }
      let newCount = slice.count { !Self.isRemoved($0) }
      output.append(
        "@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@")
      output.append(contentsOf: slice.map(\.rendered))
    }
    return output.joined(separator: "\n")
  }

  /// The ranges of lines to show: each change with its context, overlapping ranges merged.
  private func hunks(context: Int) -> [Range<Int>] {
    var hunks: [Range<Int>] = []
    for (index, line) in lines.enumerated() where line.isChange {
      let lower = max(0, index - context)
      let upper = min(lines.count, index + context + 1)
      if let last = hunks.last, last.upperBound >= lower {
        hunks[hunks.count - 1] = last.lowerBound..<upper
      } else {
        hunks.append(lower..<upper)
      }
    }
    return hunks
  }

  /// A hunk range as `diff -u` writes it: lines count from 1, an empty range names the line
  /// before it.
  private static func range(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start),0" : "\(start + 1),\(count)"
  }

  private static func isInserted(_ line: Line) -> Bool {
    if case .inserted = line { true } else { false }
  }

  private static func isRemoved(_ line: Line) -> Bool {
    if case .removed = line { true } else { false }
  }

  private static func split(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
