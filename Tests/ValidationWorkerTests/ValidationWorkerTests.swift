import Testing
import ValidationWorker

/// A rule that fails every value, to show whether rules ran at all.
private let alwaysFails = ValidationRule.custom(id: "alwaysFails", message: "Always fails") { _ in
  false
}

private func limitIssue(_ field: String, over limit: Int = 10_000) -> ValidationIssue {
  ValidationIssue(
    field: field, ruleID: ValidationWorker.inputLimitRuleID,
    message: "\(field) is too long (over \(limit) characters)")
}

// MARK: - Bounded input

@Test func defaultInputLimitIsTenThousandCharacters() {
  #expect(ValidationWorker().inputLimit == 10_000)
}

@Test func oneMegabyteValueIsRejectedByTheLimitWithoutRunningTheRules() async {
  let megabyte = String(repeating: "a", count: 1 << 20)
  let found = await ValidationWorker().validate(
    megabyte, field: "Password", against: [.required, .maximumLength(2 << 20), alwaysFails])
  #expect(found == [limitIssue("Password")])
}

@Test func oneMegabyteOfEmojiIsRejectedByTheLimit() async {
  let megabyte = String(repeating: "👨‍👩‍👧‍👦", count: (1 << 20) / 25)
  let found = await ValidationWorker().validate(megabyte, field: "Name", against: [alwaysFails])
  #expect(found == [limitIssue("Name")])
}

@Test func valueOfExactlyTheLimitIsNotRejectedByIt() async {
  let value = String(repeating: "a", count: 10_000)
  #expect(await ValidationWorker().validate(value, field: "Notes", against: []).isEmpty)
}

@Test func valueOneOverTheLimitIsRejected() async {
  let value = String(repeating: "a", count: 10_001)
  #expect(
    await ValidationWorker().validate(value, field: "Notes", against: []) == [limitIssue("Notes")])
}

@Test func inputLimitCountsCharactersNotBytes() async {
  let worker = ValidationWorker()
  let atLimit = String(repeating: "👍🏽", count: 10_000)  // 80,000 bytes
  #expect(await worker.validate(atLimit, field: "Notes", against: []).isEmpty)
  let overLimit = String(repeating: "a\u{301}", count: 10_001)
  #expect(await worker.validate(overLimit, field: "Notes", against: []) == [limitIssue("Notes")])
}

@Test func inputLimitIsConfigurable() async {
  let worker = ValidationWorker(inputLimit: 5)
  #expect(await worker.validate("abcde", field: "Code", against: []).isEmpty)
  #expect(
    await worker.validate("abcdef", field: "Code", against: []) == [limitIssue("Code", over: 5)])
}

@Test func inputLimitOfZeroOrLessAcceptsOnlyEmptyValues() async {
  let worker = ValidationWorker(inputLimit: -1)
  #expect(worker.inputLimit == 0)
  #expect(await worker.validate("", field: "Code", against: []).isEmpty)
  #expect(await worker.validate(" ", field: "Code", against: []) == [limitIssue("Code", over: 0)])
}

// MARK: - Single values

@Test func validValueRaisesNoIssues() async {
  let found = await ValidationWorker().validate(
    "demo@example.com", field: "Email", against: [.required, .email, .maximumLength(254)])
  #expect(found.isEmpty)
}

@Test func requiredFailureIsTheOnlyIssueOfABlankValue() async {
  for blank in ["", "   "] {
    let found = await ValidationWorker().validate(
      blank, field: "Email", against: [.email, .required, .minimumLength(3)])
    #expect(
      found == [ValidationIssue(field: "Email", ruleID: "required", message: "Email is required")])
  }
}

@Test func withoutRequiredABlankValueMeetsEveryOtherRule() async {
  let found = await ValidationWorker().validate(
    "", field: "Password", against: [.email, .minimumLength(8)])
  #expect(found.map(\.ruleID) == ["email", "minimumLength"])
}

@Test func issuesFollowTheOrderOfTheRules() async {
  let found = await ValidationWorker().validate(
    "ab", field: "Code", against: [.maximumLength(1), alwaysFails, .email, .minimumLength(8)])
  #expect(found.map(\.ruleID) == ["maximumLength", "alwaysFails", "email", "minimumLength"])
}

@Test func workerIsUsableThroughItsInterface() async {
  let worker: any ValidationWorkerInterface = ValidationWorker()
  #expect(
    await worker.validate("secret", field: "Password", against: [.required, .minimumLength(8)])
      == [
        ValidationIssue(
          field: "Password", ruleID: "minimumLength",
          message: "Password must be at least 8 characters")
      ])
}

// MARK: - Forms

@Test func formIssuesComeFieldByFieldInNameOrderThenFormRulesInOrder() async {
  let found = await ValidationWorker().validate(
    form: ["password": "short", "email": "nope", "confirm": "", "street": "Main St 1"],
    fields: [
      "password": [.minimumLength(8)], "email": [.email], "confirm": [.required],
      "zip": [.matches("[0-9]{5}")],
    ],
    formRules: [.required("city", when: "street"), .fieldsEqual("password", "confirm")])
  #expect(
    found.map { "\($0.field ?? "-"):\($0.ruleID)" } == [
      "confirm:required", "email:email", "password:minimumLength", "zip:matches",
      "city:requiredWhen", "confirm:fieldsEqual",
    ])
}

@Test func validFormRaisesNoIssues() async {
  let found = await ValidationWorker().validate(
    form: ["email": "demo@example.com", "password": "atlas-demo-1", "confirm": "atlas-demo-1"],
    fields: ["email": [.required, .email], "password": [.required, .minimumLength(8)]],
    formRules: [.fieldsEqual("password", "confirm")])
  #expect(found.isEmpty)
}

@Test func formFieldWithoutAValueIsValidatedAsEmpty() async {
  let found = await ValidationWorker().validate(
    form: [:], fields: ["Email": [.required, .email]], formRules: [])
  #expect(
    found == [ValidationIssue(field: "Email", ruleID: "required", message: "Email is required")])
}

@Test func overLongFormValueIsRejectedAndFormRulesReadingItAreSkipped() async {
  let huge = String(repeating: "x", count: 10_001)
  let custom = FormRule.custom(id: "formWide", message: "Form-wide") { _ in false }
  let found = await ValidationWorker().validate(
    form: ["password": huge, "confirm": "other", "a": "1", "b": "2"],
    fields: ["password": [alwaysFails]],
    formRules: [.fieldsEqual("password", "confirm"), custom, .fieldsEqual("a", "b")])
  #expect(
    found == [
      ValidationIssue(
        field: "password", ruleID: "inputLimit",
        message: "Password is too long (over 10000 characters)"),
      ValidationIssue(field: "b", ruleID: "fieldsEqual", message: "B must match a"),
    ])
}

@Test func formValueWithoutRulesIsStillHeldToTheLimit() async {
  let found = await ValidationWorker(inputLimit: 3).validate(
    form: ["notes": "four"], fields: [:], formRules: [])
  #expect(
    found == [
      ValidationIssue(
        field: "notes", ruleID: "inputLimit", message: "Notes is too long (over 3 characters)")
    ])
}
