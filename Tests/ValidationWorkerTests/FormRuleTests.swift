import Testing
import ValidationWorker

private func formIssues(_ values: [String: String], _ formRules: FormRule...) async
  -> [ValidationIssue]
{
  await ValidationWorker().validate(form: values, fields: [:], formRules: formRules)
}

// MARK: - fieldsEqual

@Test func fieldsEqualPassesWhenBothValuesAreEqual() async {
  let values = ["Password": "atlas-demo-1", "Confirmation": "atlas-demo-1"]
  #expect(await formIssues(values, .fieldsEqual("Password", "Confirmation")).isEmpty)
}

@Test func fieldsEqualReportsTheSecondFieldWhenValuesDiffer() async {
  let values = ["Password": "atlas-demo-1", "Confirmation": "atlas-demo-2"]
  #expect(
    await formIssues(values, .fieldsEqual("Password", "Confirmation"))
      == [
        ValidationIssue(
          field: "Confirmation", ruleID: "fieldsEqual", message: "Confirmation must match Password")
      ])
}

@Test func fieldsEqualTellsValuesApartByWhitespace() async {
  let values = ["Password": "secret", "Confirmation": "secret "]
  #expect(await formIssues(values, .fieldsEqual("Password", "Confirmation")).count == 1)
}

@Test func fieldsEqualPassesWhenBothAreEmptyOrMissing() async {
  #expect(await formIssues(["a": "", "b": ""], .fieldsEqual("a", "b")).isEmpty)
  #expect(await formIssues([:], .fieldsEqual("a", "b")).isEmpty)
}

@Test func fieldsEqualCountsAMissingFieldAsEmpty() async {
  #expect(await formIssues(["a": "x"], .fieldsEqual("a", "b")).map(\.field) == ["b"])
}

@Test func fieldsEqualTreatsCanonicallyEquivalentSpellingsAsEqual() async {
  let values = ["a": "cafe\u{301}", "b": "caf\u{E9}"]
  #expect(await formIssues(values, .fieldsEqual("a", "b")).isEmpty)
}

// MARK: - required(_:when:)

@Test func requiredWhenReportsTheFieldLeftBlankWhileTheOtherIsFilledIn() async {
  for blank in ["", "  "] {
    #expect(
      await formIssues(["Street": "Main St 1", "City": blank], .required("City", when: "Street"))
        == [
          ValidationIssue(
            field: "City", ruleID: "requiredWhen",
            message: "City is required when Street is filled in")
        ])
  }
}

@Test func requiredWhenPassesWhileTheOtherIsEmptyWhitespaceOnlyOrMissing() async {
  let rule = FormRule.required("City", when: "Street")
  #expect(await formIssues(["Street": "", "City": ""], rule).isEmpty)
  #expect(await formIssues(["Street": " \n", "City": ""], rule).isEmpty)
  #expect(await formIssues([:], rule).isEmpty)
}

@Test func requiredWhenPassesWhenBothAreFilledIn() async {
  let values = ["Street": "Main St 1", "City": "Berlin"]
  #expect(await formIssues(values, .required("City", when: "Street")).isEmpty)
}

// MARK: - custom

@Test func customFormRuleReportsTheWholeForm() async {
  let oneContact = FormRule.custom(id: "oneContact", message: "Give an email or a phone") {
    !$0["email", default: ""].isEmpty || !$0["phone", default: ""].isEmpty
  }
  #expect(await formIssues(["phone": "030 123"], oneContact).isEmpty)
  #expect(
    await formIssues(["email": "", "phone": ""], oneContact)
      == [ValidationIssue(field: nil, ruleID: "oneContact", message: "Give an email or a phone")])
}

// MARK: - Messages

@Test func formRulesHaveStableIdentifiers() {
  #expect(FormRule.fieldsEqual("a", "b").id == "fieldsEqual")
  #expect(FormRule.required("a", when: "b").id == "requiredWhen")
}

@Test func overriddenMessageReplacesTheDefaultOfFieldsEqual() async {
  let rule = FormRule.fieldsEqual("Password", "Confirmation").withMessage("Passwords differ")
  #expect(
    await formIssues(["Password": "a", "Confirmation": "b"], rule)
      == [
        ValidationIssue(field: "Confirmation", ruleID: "fieldsEqual", message: "Passwords differ")
      ])
}

@Test func overriddenMessageReplacesTheDefaultOfRequiredWhen() async {
  let rule = FormRule.required("City", when: "Street").withMessage("Add the city")
  #expect(await formIssues(["Street": "Main St 1"], rule).map(\.message) == ["Add the city"])
}

@Test func overriddenMessageReplacesTheMessageOfACustomFormRule() async {
  let rule = FormRule.custom(id: "never", message: "Never") { _ in false }.withMessage("Not today")
  #expect(await formIssues([:], rule).map(\.message) == ["Not today"])
}
