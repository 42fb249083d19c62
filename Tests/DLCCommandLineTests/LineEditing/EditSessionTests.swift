import Testing

@testable import DLCCommandLine

/// A completer with a fixed list of words.
private struct WordCompleter: LineCompleting {
  var words: [String]
  func completions(for textBeforeCursor: String) -> [String] { words }
}

@MainActor
struct EditSessionTests {
  private func type(
    _ keys: [EditKey], history: [String] = [], words: [String] = []
  ) -> (session: EditSession, effects: [EditSession.Effect]) {
    var session = EditSession(prompt: "> ", historyEntries: history)
    let effects = keys.map { session.handle($0, completer: WordCompleter(words: words)) }
    return (session, effects)
  }

  private func characters(_ text: String) -> [EditKey] {
    text.map { .character($0) }
  }

  @Test func charactersGoInAtTheCursor() {
    let (session, _) = type(characters("tp") + [.left] + characters("a"))
    #expect(session.buffer.text == "tap")
    #expect(session.buffer.cursor == 2)
  }

  @Test func homeEndBackspaceAndDeleteEdit() {
    let (session, _) = type(characters("xtapy") + [.home, .delete, .end, .backspace])
    #expect(session.buffer.text == "tap")
  }

  @Test func ctrlWDeletesTheWordBeforeTheCursor() {
    let (session, _) = type(characters("type email  ") + [.deleteWord])
    #expect(session.buffer.text == "type ")
  }

  @Test func ctrlUAndCtrlKDeleteEitherSideOfTheCursor() {
    let (left, _) = type(characters("tap ok") + [.left, .left, .deleteToStart])
    #expect(left.buffer.text == "ok")
    #expect(left.buffer.cursor == 0)
    let (right, _) = type(characters("tap ok") + [.left, .left, .deleteToEnd])
    #expect(right.buffer.text == "tap ")
  }

  @Test func upAndDownWalkTheHistoryAndComeBackToTheDraft() {
    let history = ["show", "tap ok"]
    let (up, _) = type(characters("sc") + [.up], history: history)
    #expect(up.buffer.text == "tap ok")
    let (older, _) = type([.up, .up, .up], history: history)
    #expect(older.buffer.text == "show")
    let (back, _) = type(characters("sc") + [.up, .up, .down, .down], history: history)
    #expect(back.buffer.text == "sc")
  }

  @Test func tabCompletesTheOneCandidateWithABlank() {
    let (session, _) = type(characters("tap si") + [.tab], words: ["signIn", "submit"])
    #expect(session.buffer.text == "tap signIn ")
  }

  @Test func tabCompletesTheCommonPrefixThenASecondTabListsTheCandidates() {
    let words = ["submit", "subscribe"]
    let (session, effects) = type(characters("tap s") + [.tab, .tab], words: words)
    #expect(session.buffer.text == "tap sub")
    #expect(effects.last == .print("submit  subscribe"))
  }

  @Test func enterAcceptsTheLine() {
    let (_, effects) = type(characters("show") + [.enter])
    #expect(effects.last == .accept("show"))
  }

  @Test func ctrlCClearsTheLineAndOnAnEmptyOneSaysHowToLeave() {
    let (cleared, effects) = type(characters("tap") + [.interrupt])
    #expect(cleared.buffer.text == "")
    #expect(effects.last == .print("^C"))
    let (_, hint) = type([.interrupt])
    #expect(hint.last == .print(LineEditor.leaveHint))
  }

  @Test func ctrlDEndsAnEmptyLineAndDeletesInAnother() {
    #expect(type([.endOfInput]).effects == [.end])
    let (session, effects) = type(characters("ab") + [.home, .endOfInput])
    #expect(session.buffer.text == "b")
    #expect(effects.last == .redraw)
  }

  @Test func theRenderingPutsTheCursorBackInPlace() {
    let (session, _) = type(characters("tap") + [.left, .left])
    #expect(session.rendering == "\r> tap\u{1B}[K\u{1B}[2D")
  }

  @Test func theRenderingShowsTheDrawingWhileTheBufferKeepsTheText() {
    var session = EditSession(prompt: "> ", historyEntries: ["type pin 1234"]) {
      $0.hasPrefix("type pin ") ? "type pin " + String(repeating: "*", count: $0.count - 9) : $0
    }
    _ = session.handle(.up, completer: WordCompleter(words: []))
    _ = session.handle(.left, completer: WordCompleter(words: []))
    #expect(session.buffer.text == "type pin 1234")
    #expect(session.rendering == "\r> type pin ****\u{1B}[K\u{1B}[1D")
  }

  @Test func controlCharactersAreDrawnAsTheirPicturesWhileTheBufferKeepsThem() {
    let (session, _) = type(characters("a\u{1B}]0;x\u{07}b") + [.left])
    #expect(session.buffer.text == "a\u{1B}]0;x\u{07}b")
    #expect(session.rendering == "\r> a\u{241B}]0;x\u{2407}b\u{1B}[K\u{1B}[1D")
  }

  @Test func aWideCharacterTakesTwoColumnsWhenTheCursorMovesBack() {
    let (session, _) = type(characters("日本語") + [.left])
    #expect(session.rendering == "\r> 日本語\u{1B}[K\u{1B}[2D")
  }

  @Test func aLineLongerThanTheRowShowsWhereTheCursorIsWithinTheRow() {
    let text = (0..<60).map { String($0 % 10) }.joined()
    let (atEnd, _) = type(characters(text))
    // 20 columns: 2 for the prompt, 1 left empty, 17 for the text and the cursor after it.
    #expect(atEnd.rendering(width: 20) == "\r> " + text.suffix(16) + "\u{1B}[K")

    let (atStart, _) = type(characters(text) + [.home])
    let shown = atStart.rendering(width: 20)
    #expect(shown.hasPrefix("\r> " + text.prefix(17) + "\u{1B}[K\u{1B}[17D"))
  }

  @Test func aLineThatFitsTheRowIsDrawnWhole() {
    let (session, _) = type(characters("tap signIn") + [.left])
    #expect(session.rendering(width: 80) == session.rendering)
  }
}
