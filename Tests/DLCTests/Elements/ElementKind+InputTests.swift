import DLC
import Testing

struct ElementKindInputTests {
  @Test(arguments: ElementKind.allCases.filter(\.holdsElements))
  func aKindThatHoldsElementsTakesNoInputItself(kind: ElementKind) {
    #expect(kind.input == .none)
  }

  @Test(arguments: ElementKind.Input.allCases.filter { $0 != .none })
  func everyInputIsTakenBySomeKind(input: ElementKind.Input) {
    #expect(ElementKind.allCases.contains { $0.input == input })
  }

  @Test func theTextInputsAreTheFieldAndTheTextArea() {
    #expect(ElementKind.allCases.filter { $0.input == .text } == [.field, .textArea])
  }

  @Test func onlyLabelsImagesAndProgressShowWithoutInputOrChildren() {
    let inert = ElementKind.allCases.filter { $0.input == .none && !$0.holdsElements }
    #expect(inert == [.label, .image, .progress])
  }
}
