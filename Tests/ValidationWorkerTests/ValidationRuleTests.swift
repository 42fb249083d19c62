import Testing
import ValidationWorker

private let worker = ValidationWorker()

private func issues(
  _ value: String, field: String = "Password", _ rules: ValidationRule...
) async -> [ValidationIssue] {
  await worker.validate(value, field: field, against: rules)
}

/// Eight user-perceived characters, each several Unicode scalars long.
private let eightCombinedCharacters = String(repeating: "e\u{301}", count: 8)

// MARK: - required

@Test func requiredRejectsEmptyValue() async {
  #expect(
    await issues("", field: "Name", .required)
      == [ValidationIssue(field: "Name", ruleID: "required", message: "Name is required")])
}

@Test func requiredRejectsWhitespaceAndLineBreaksOnly() async {
  for blank in [" ", "   ", "\t", "\n", " \r\n ", "\u{00A0}", "\u{3000}"] {
    #expect(
      await issues(blank, .required).map(\.ruleID) == ["required"], "\(blank.debugDescription)")
  }
}

@Test func requiredAcceptsOneVisibleCharacter() async {
  #expect(await issues("a", .required).isEmpty)
  #expect(await issues("  a  ", .required).isEmpty)
  #expect(await issues("👍🏽", .required).isEmpty)
}

// MARK: - minimumLength

@Test func minimumLengthAcceptsExactlyTheMinimum() async {
  #expect(await issues("12345678", .minimumLength(8)).isEmpty)
}

@Test func minimumLengthRejectsOneUnderTheMinimum() async {
  #expect(
    await issues("1234567", .minimumLength(8))
      == [
        ValidationIssue(
          field: "Password", ruleID: "minimumLength",
          message: "Password must be at least 8 characters")
      ])
}

@Test func minimumLengthRejectsEmptyValue() async {
  #expect(await issues("", .minimumLength(8)).map(\.ruleID) == ["minimumLength"])
}

@Test func minimumLengthCountsWhitespaceAsCharacters() async {
  #expect(await issues(String(repeating: " ", count: 8), .minimumLength(8)).isEmpty)
  #expect(await issues(String(repeating: " ", count: 7), .minimumLength(8)).count == 1)
}

@Test func minimumLengthOfOneSpeaksOfOneCharacter() async {
  #expect(
    await issues("", .minimumLength(1)).map(\.message) == ["Password must be at least 1 character"])
}

@Test func minimumLengthOfZeroOrLessAcceptsEmptyValue() async {
  #expect(await issues("", .minimumLength(0)).isEmpty)
  #expect(await issues("", .minimumLength(-3)).isEmpty)
}

@Test func minimumLengthCountsCombiningMarksWithTheirLetter() async {
  #expect(await issues(eightCombinedCharacters, .minimumLength(8)).isEmpty)
  #expect(await issues(eightCombinedCharacters, .minimumLength(9)).count == 1)
}

@Test func minimumLengthCountsEachEmojiAsOneCharacter() async {
  let family = "👨‍👩‍👧‍👦"
  let emoji = family + "🇩🇪👍🏽" + family + "🏳️‍🌈"
  #expect(await issues(emoji, .minimumLength(5)).isEmpty)
  #expect(await issues(emoji, .minimumLength(6)).count == 1)
}

@Test func minimumLengthCountsRightToLeftLettersWithTheirVowelMarks() async {
  let arabic = "مَرْحَبًا"  // five letters carrying four vowel marks
  #expect(await issues(arabic, .minimumLength(5)).isEmpty)
  #expect(await issues(arabic, .minimumLength(6)).count == 1)
  let hebrew = "שלום עולם"
  #expect(await issues(hebrew, .minimumLength(9)).isEmpty)
  #expect(await issues(hebrew, .minimumLength(10)).count == 1)
}

// MARK: - maximumLength

@Test func maximumLengthAcceptsExactlyTheMaximum() async {
  #expect(await issues(String(repeating: "x", count: 64), .maximumLength(64)).isEmpty)
}

@Test func maximumLengthRejectsOneOverTheMaximum() async {
  #expect(
    await issues(String(repeating: "x", count: 65), .maximumLength(64))
      == [
        ValidationIssue(
          field: "Password", ruleID: "maximumLength",
          message: "Password must be at most 64 characters")
      ])
}

@Test func maximumLengthAcceptsEmptyAndWhitespaceOnlyValuesWithinTheMaximum() async {
  #expect(await issues("", .maximumLength(3)).isEmpty)
  #expect(await issues("   ", .maximumLength(3)).isEmpty)
  #expect(await issues("    ", .maximumLength(3)).count == 1)
}

@Test func maximumLengthOfZeroAcceptsOnlyEmptyValue() async {
  #expect(await issues("", .maximumLength(0)).isEmpty)
  #expect(
    await issues("a", .maximumLength(0)).map(\.message) == ["Password must be at most 0 characters"]
  )
}

@Test func maximumLengthCountsCombiningMarksWithTheirLetter() async {
  #expect(await issues(eightCombinedCharacters, .maximumLength(8)).isEmpty)
  #expect(await issues(eightCombinedCharacters, .maximumLength(7)).count == 1)
}

@Test func maximumLengthCountsEachEmojiAsOneCharacter() async {
  let families = String(repeating: "👨‍👩‍👧‍👦", count: 3)  // 75 bytes of UTF-8
  #expect(await issues(families, .maximumLength(3)).isEmpty)
  #expect(await issues(families, .maximumLength(2)).count == 1)
}

@Test func maximumLengthCountsRightToLeftTextWithDirectionMarks() async {
  let marked = "\u{200F}שָׁלוֹם"  // a right-to-left mark, then four letters with points
  #expect(await issues(marked, .maximumLength(5)).isEmpty)
  #expect(await issues(marked, .maximumLength(4)).count == 1)
}

// MARK: - email

@Test func emailFailureSaysEnterAValidEmailAddress() async {
  #expect(
    await issues("ada@example", field: "Email", .email)
      == [ValidationIssue(field: "Email", ruleID: "email", message: "Enter a valid email address")])
}

@Test func emailRejectsEmptyAndWhitespaceOnlyValues() async {
  #expect(await issues("", .email).map(\.ruleID) == ["email"])
  #expect(await issues("   ", .email).map(\.ruleID) == ["email"])
}

// MARK: - matches

@Test func matchesAcceptsValueMatchingThePatternWhole() async {
  #expect(await issues("12345", field: "Postcode", .matches("[0-9]{5}")).isEmpty)
}

@Test func matchesRejectsValueMatchingOnlyInPart() async {
  let rule = ValidationRule.matches("[0-9]{5}")
  for value in ["123456", "a12345", "12345a", "12345\n", "12345\nabc"] {
    #expect(
      await issues(value, field: "Postcode", rule)
        == [
          ValidationIssue(
            field: "Postcode", ruleID: "matches", message: "Postcode is not in the expected format")
        ],
      "\(value.debugDescription)")
  }
}

@Test func matchesJudgesEmptyValueByThePattern() async {
  #expect(await issues("", .matches("[0-9]*")).isEmpty)
  #expect(await issues("", .matches("[0-9]+")).count == 1)
  #expect(await issues("  ", .matches("[0-9]*")).count == 1)
}

@Test func matchesWithInvalidPatternReportsThePatternInsteadOfCrashing() async {
  #expect(
    await issues("abc", field: "Code", .matches("[a-"))
      == [
        ValidationIssue(
          field: "Code", ruleID: "matches",
          message: "The pattern “[a-” is not a valid regular expression")
      ])
}

@Test func matchesWithInvalidPatternKeepsReportingItDespiteAnOverride() async {
  let found = await issues("abc", .matches("(unclosed").withMessage("Use letters only"))
  #expect(found.map(\.message) == ["The pattern “(unclosed” is not a valid regular expression"])
}

// MARK: - oneOf

@Test func oneOfAcceptsAMember() async {
  #expect(await issues("FRA", field: "Country", .oneOf(["DEU", "FRA", "ITA"])).isEmpty)
}

@Test func oneOfRejectsANonMemberListingTheChoicesSorted() async {
  #expect(
    await issues("ESP", field: "Country", .oneOf(["ITA", "DEU", "FRA"]))
      == [
        ValidationIssue(
          field: "Country", ruleID: "oneOf", message: "Country must be one of: DEU, FRA, ITA")
      ])
}

@Test func oneOfComparesExactlyWithoutTrimmingOrFoldingCase() async {
  let rule = ValidationRule.oneOf(["DEU"])
  for value in ["", " ", "deu", " DEU", "DEU "] {
    #expect(await issues(value, rule).count == 1, "\(value.debugDescription)")
  }
}

@Test func oneOfTreatsCanonicallyEquivalentSpellingsAsEqual() async {
  #expect(await issues("Zu\u{308}rich", .oneOf(["Z\u{FC}rich"])).isEmpty)
}

// MARK: - custom

@Test func customRuleReportsItsOwnIdentifierAndMessage() async {
  let noDigits = ValidationRule.custom(id: "noDigits", message: "Digits are not allowed") {
    !$0.contains(where: \.isNumber)
  }
  #expect(await issues("abc", noDigits).isEmpty)
  #expect(
    await issues("ab1", noDigits)
      == [ValidationIssue(field: "Password", ruleID: "noDigits", message: "Digits are not allowed")]
  )
}

@Test func customRuleIsGivenTheValueUntouched() async {
  let exact = ValidationRule.custom(id: "exact", message: "Not exact") { $0 == "  a\u{301} " }
  #expect(await issues("  a\u{301} ", exact).isEmpty)
  #expect(await issues("a\u{301}", exact).count == 1)
}

// MARK: - allOf

@Test func allOfReportsEveryFailingMemberInOrder() async {
  let rule = ValidationRule.allOf([.minimumLength(8), .matches(".*[0-9].*"), .maximumLength(64)])
  #expect(await issues("abc", rule).map(\.ruleID) == ["minimumLength", "matches"])
}

@Test func allOfPassesWhenEveryMemberPasses() async {
  let rule = ValidationRule.allOf([.minimumLength(8), .matches(".*[0-9].*")])
  #expect(await issues("abcdefg1", rule).isEmpty)
}

@Test func allOfWithOverriddenMessageReportsOneIssueOfItsOwn() async {
  let rule = ValidationRule.allOf([.minimumLength(8), .matches(".*[0-9].*")])
    .withMessage("Use 8 characters or more, with a digit")
  #expect(
    await issues("abc", rule)
      == [
        ValidationIssue(
          field: "Password", ruleID: "allOf", message: "Use 8 characters or more, with a digit")
      ])
  #expect(await issues("abcdefg1", rule).isEmpty)
}

@Test func allOfWithoutMembersAcceptsAnyValue() async {
  #expect(await issues("", .allOf([])).isEmpty)
}

// MARK: - anyOf

@Test func anyOfPassesWhenOneMemberPasses() async {
  let rule = ValidationRule.anyOf([.email, .matches("\\+?[0-9]{7,15}")])
  #expect(await issues("+4930123456", field: "Contact", rule).isEmpty)
  #expect(await issues("ada@example.com", field: "Contact", rule).isEmpty)
}

@Test func anyOfFailingEveryMemberJoinsTheirMessagesWithOr() async {
  let rule = ValidationRule.anyOf([.email, .allOf([.minimumLength(3), .matches("[0-9]+")])])
  #expect(
    await issues("x", field: "Contact", rule)
      == [
        ValidationIssue(
          field: "Contact", ruleID: "anyOf",
          message: "Enter a valid email address or Contact must be at least 3 characters"
            + " and Contact is not in the expected format")
      ])
}

@Test func anyOfWithOverriddenMessageReportsIt() async {
  let rule = ValidationRule.anyOf([.email, .matches("\\+?[0-9]{7,15}")])
    .withMessage("Enter an email address or a phone number")
  #expect(await issues("x", rule).map(\.message) == ["Enter an email address or a phone number"])
}

@Test func anyOfWithoutMembersAcceptsAnyValue() async {
  #expect(await issues("", .anyOf([])).isEmpty)
}

// MARK: - Messages and identifiers

@Test func everyBuiltInRuleHasItsStableIdentifier() {
  let rules: [ValidationRule] = [
    .required, .minimumLength(1), .maximumLength(1), .email, .matches("a"), .oneOf([]),
    .allOf([]), .anyOf([]),
  ]
  #expect(
    rules.map(\.id) == [
      "required", "minimumLength", "maximumLength", "email", "matches", "oneOf", "allOf", "anyOf",
    ])
}

@Test func overriddenMessageReplacesTheDefaultAndKeepsTheIdentifier() async {
  let rule = ValidationRule.minimumLength(8).withMessage("Choose a longer password")
  #expect(rule.id == "minimumLength")
  #expect(
    await issues("short", rule)
      == [
        ValidationIssue(
          field: "Password", ruleID: "minimumLength", message: "Choose a longer password")
      ])
}

@Test func overriddenMessageIsUsedForEachBuiltInRule() async {
  let cases: [(ValidationRule, String)] = [
    (.required, ""), (.minimumLength(2), "a"), (.maximumLength(1), "ab"), (.email, "a"),
    (.matches("[0-9]"), "a"), (.oneOf(["b"]), "a"),
    (.custom(id: "never", message: "Never") { _ in false }, "a"),
  ]
  for (rule, value) in cases {
    #expect(
      await issues(value, rule.withMessage("Custom words")).map(\.message) == ["Custom words"])
  }
}

@Test func defaultMessagesCapitaliseTheFieldLabel() async {
  #expect(await issues("", field: "password", .required).map(\.message) == ["Password is required"])
}

@Test func defaultMessagesSpeakOfThisFieldWhenTheLabelIsBlank() async {
  #expect(await issues("", field: " ", .required).map(\.message) == ["This field is required"])
}
