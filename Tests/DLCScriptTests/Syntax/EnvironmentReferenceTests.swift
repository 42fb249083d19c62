import Foundation
import Testing

@testable import DLCScript

struct EnvironmentReferenceTests {
  @Test func aBareDollarNameTypesTheVariablesValue() throws {
    setenv("DLC_TEST_TYPED_SECRET", "hunter2", 1)
    let step = try Parser.parse(line: "type password $DLC_TEST_TYPED_SECRET")
    #expect(step?.command == .type(id: "password", text: "hunter2"))
  }

  @Test func aQuotedOrLowercaseDollarWordIsTypedAsWritten() throws {
    #expect(
      try Parser.parse(line: #"type price "$PRICE""#)?.command == .type(id: "price", text: "$PRICE")
    )
    #expect(try Parser.parse(line: "type price $5")?.command == .type(id: "price", text: "$5"))
    #expect(try Parser.parse(line: "type name $home")?.command == .type(id: "name", text: "$home"))
  }

  @Test func anUnsetVariableIsAParseErrorAtItsWord() {
    #expect(throws: ParseError.self) {
      try Parser.parse(line: "type password $DLC_TEST_NEVER_SET_ANYWHERE")
    }
    do {
      _ = try Parser.parse(line: "type password $DLC_TEST_NEVER_SET_ANYWHERE")
    } catch {
      #expect(error.location.column == 15)
      #expect(
        error.message == "'$DLC_TEST_NEVER_SET_ANYWHERE' is not set; set it to the text to type")
    }
  }

  @Test func explorePassesAFillThroughAVariableNamedForTheField() {
    #expect(EnvironmentReference.fillVariable(for: "password") == "DLC_FILL_PASSWORD")
    #expect(EnvironmentReference.fillVariable(for: "pin-code.2") == "DLC_FILL_PIN_CODE_2")
  }
}
