import Testing

@testable import DLC

/// A text from outside longer than a display shows is shortened for display, and only for it.
@MainActor
@Suite struct DisplayTextTests {
  private let long = String(repeating: "é", count: DisplayText.maximumLength + 25)

  @Test func aTextWithinTheLimitIsShownAsItIs() {
    let text = String(repeating: "é", count: DisplayText.maximumLength)
    #expect(DisplayText.shortened(text) == text)
  }

  @Test func aLongerTextShowsItsBeginningAndHowMuchIsLeftOut() {
    let shown = DisplayText.shortened(long)
    #expect(shown.hasPrefix(String(repeating: "é", count: DisplayText.maximumLength) + "…"))
    #expect(shown.hasSuffix("(25 more characters)"))
  }

  @Test func aLabelsLongTextIsShortenedOnTheScreenAndKeptWhole() {
    let label = Label(id: "name", text: long)
    let snapshot = ElementSnapshot(of: label)
    #expect(snapshot.text == DisplayText.shortened(long))
    #expect(label.text == long)
  }

  @Test func whatThePersonTypedIsNeverShortened() {
    let field = TextField(id: "note")
    field.text = long
    #expect(ElementSnapshot(of: field).text == long)
  }

  @Test func anAlertsLongMessageIsShortened() {
    let alert = AlertSnapshot(of: Alert(title: "Name", message: long))
    #expect(alert.message == DisplayText.shortened(long))
  }
}
