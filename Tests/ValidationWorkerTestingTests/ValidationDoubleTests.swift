import TestSupport
import Testing
import ValidationWorker
import ValidationWorkerTesting

@Suite struct ValidationDoubleTests {
  @Test func fieldsTheTestDidNotSetUpPassAndEveryRequestIsRecorded() async {
    let validation = ValidationDouble()
    #expect(await validation.validate("ada@", field: "Email", against: [.required, .email]) == [])
    #expect(
      validation.requests == [
        ValidationDouble.Request(field: "Email", value: "ada@", ruleIDs: ["required", "email"])
      ])
  }

  @Test func aFailingFieldAnswersWithItsIssues() async {
    let validation = ValidationDouble(failing: ["Email": "Enter a valid email address"])
    validation.fail("Email", with: "Too short", ruleID: "minimumLength")
    let issues = await validation.validate("ada@", field: "Email", against: [.email])
    #expect(
      issues == [
        ValidationIssue(field: "Email", ruleID: "stub", message: "Enter a valid email address"),
        ValidationIssue(field: "Email", ruleID: "minimumLength", message: "Too short"),
      ])
    #expect(await validation.validate("x", field: "Password", against: []) == [])
  }

  @Test func aFieldCanBeMadeToPassAgain() async {
    let validation = ValidationDouble(failing: ["Email": "Enter a valid email address"])
    validation.pass("Email")
    #expect(await validation.validate("ada@", field: "Email", against: [.email]) == [])
  }

  @Test func aFormIsAnsweredFieldByFieldInTheOrderOfTheirNames() async {
    let validation = ValidationDouble(failing: ["Password": "Too short", "Email": "Invalid"])
    let issues = await validation.validate(
      form: ["Password": "abc", "Email": "ada@"], fields: ["Email": [.email]],
      formRules: [.fieldsEqual("Password", "Confirmation")])
    #expect(issues.map(\.message) == ["Invalid", "Too short"])
    #expect(
      validation.requests == [
        ValidationDouble.Request(field: "Email", value: "ada@", ruleIDs: ["email"]),
        ValidationDouble.Request(field: "Password", value: "abc", ruleIDs: []),
      ])
  }

  @Test func anUnimplementedDoubleFailsTheTestOnEachUse() async {
    let validation = ValidationDouble.unimplemented()
    await withKnownIssue {
      #expect(await validation.validate("ada@", field: "Email", against: [.email]) == [])
    } matching: {
      $0.mentions("Unimplemented ValidationWorker: validate(\"ada@\", field: \"Email\") was called")
    }
    await withKnownIssue {
      _ = await validation.validate(form: ["Email": "a"], fields: [:], formRules: [])
    } matching: {
      $0.mentions("Unimplemented ValidationWorker: validate(form: fields [\"Email\"])")
    }
    #expect(validation.requests.isEmpty)
  }
}
