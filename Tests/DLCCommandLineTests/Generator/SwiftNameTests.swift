import Foundation
import Testing

@testable import DLCCommandLine

struct SwiftNameTests {
  @Test(arguments: ["Shelf", "Checkout2", "URLList", "Classes", "Inbox", "Actor", "Open", "Some"])
  func aTypeNameIsAccepted(name: String) throws {
    try SwiftName.checkTypeName(name, for: "the scene's NAME")
  }

  @Test(arguments: [
    ("", "the scene's NAME cannot be empty"),
    (
      "shelf",
      "the scene's NAME 'shelf' names a type, so it starts with a capital letter, as in 'Shelf'"
    ),
    (
      "self",
      "the scene's NAME 'self' names a type, so it starts with a capital letter, as in "
        + "'Checkout'"
    ),
    (
      "_Shelf",
      "the scene's NAME '_Shelf' cannot name generated code: use the letters A to Z and a to z "
        + "and digits only, starting with a letter, as in 'Checkout'"
    ),
    (
      "2Shelf",
      "the scene's NAME '2Shelf' cannot name generated code: use the letters A to Z and a to z "
        + "and digits only, starting with a letter, as in 'Checkout'"
    ),
    (
      "Shelf-Two",
      "the scene's NAME 'Shelf-Two' cannot name generated code: use the letters A to Z and a to z "
        + "and digits only, starting with a letter, as in 'Checkout'"
    ),
    (
      "Book_Detail",
      "the scene's NAME 'Book_Detail' cannot name generated code: use the letters A to Z and a to z "
        + "and digits only, starting with a letter, as in 'Checkout'"
    ),
    (
      "Über",
      "the scene's NAME 'Über' cannot name generated code: use the letters A to Z and a to z "
        + "and digits only, starting with a letter, as in 'Checkout'"
    ),
    ("Self", "the scene's NAME 'Self' is a Swift keyword"),
    (
      "Class",
      "the scene's NAME 'Class' would name a case or a property 'class', a Swift keyword; "
        + "choose another, such as 'ClassScreen'"
    ),
    (
      "In",
      "the scene's NAME 'In' would name a case or a property 'in', a Swift keyword; choose "
        + "another, such as 'InScreen'"
    ),
  ])
  func aNameThatCannotBeATypeIsRefused(name: String, message: String) {
    #expect(throws: UsageError(message: message, command: "new")) {
      try SwiftName.checkTypeName(name, for: "the scene's NAME")
    }
  }

  @Test(arguments: ["Book_Detail", "Class", "Shelf"])
  func aSceneAnEarlierNewMayHaveWrittenCanBeNamedToRemoveIt(name: String) throws {
    try SwiftName.checkExistingTypeName(name, for: "the scene's NAME")
  }

  @Test(arguments: ["", "shelf", "Shelf/..", "2Shelf"])
  func aNameNoSceneCanHaveIsRefusedForRemoval(name: String) {
    #expect(throws: UsageError.self) {
      try SwiftName.checkExistingTypeName(name, for: "the scene's NAME")
    }
  }

  @Test func aNameATypeTheGeneratedCodeUsesIsRefusedWithTheSuggestionGiven() {
    #expect(
      throws: UsageError(
        message: "the act's NAME 'Store' is the name of a type the generated code uses; "
          + "choose another, such as 'StoreAct'",
        command: "new")
    ) {
      try SwiftName.checkNewTypeName("Store", for: "the act's NAME") { $0 + "Act" }
    }
  }

  @Test(arguments: ["Timer", "Stage", "Data"])
  func anApplicationMayHaveTheNameOfATypeSinceItNamesNone(name: String) throws {
    try SwiftName.checkApplicationName(name)
  }

  @Test func anApplicationCannotHaveTheNameOfThePackageItDependsOn() {
    #expect(
      throws: UsageError(
        message: "the application's NAME 'Dlc' is the name of the package it depends on; "
          + "choose another, such as 'MyDlc'",
        command: "new")
    ) {
      try SwiftName.checkApplicationName("Dlc")
    }
  }

  @Test func aNameInSmallLettersIsNotOfferedItsCapitalWhenThatIsReserved() {
    #expect(
      throws: UsageError(
        message: "the scene's NAME 'timer' names a type, so it starts with a capital letter, as "
          + "in 'Checkout'",
        command: "new")
    ) {
      try SwiftName.checkNewTypeName("timer", for: "the scene's NAME")
    }
  }

  @Test func everyPublicTypeAnApplicationCanImportIsReserved() throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let listing = try String(
      contentsOf: tests.appending(path: "PublicNamesTests/EveryPublicType.swift"), encoding: .utf8)
    let publicTypes = listing.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("extension "), line.hasSuffix(" {}") else { return nil }
      return String(line.dropFirst("extension ".count).dropLast(" {}".count))
    }
    // Atlas's own, which no application imports.
    let atlas: Set<String> = ["Atlas", "AtlasConfiguration"]
    #expect(publicTypes.count > 100)
    #expect(
      publicTypes.filter { !atlas.contains($0) && !SwiftName.reservedTypeNames.contains($0) }
        == [])
  }

  @Test(arguments: [("Shelf", "shelf"), ("URLList", "urlList"), ("A", "a"), ("ABC", "abc")])
  func aCaseNameStartsInLowerCase(name: String, lowered: String) {
    #expect(name.lowerFirst == lowered)
  }

  @Test func aLinkPathSpellsTheNameInLowerCaseWithHyphensBetweenWords() {
    #expect(SwiftName.linkPath("Shelf") == "shelf")
    #expect(SwiftName.linkPath("OrderHistory") == "order-history")
    #expect(SwiftName.linkPath("URLHTTPSRequest") == "urlhttps-request")
    #expect(SwiftName.linkPath("URLList2") == "url-list2")
  }

  @Test(arguments: [
    ("BookDetail", "Book detail"), ("Home", "Home"), ("URLList", "URL list"),
    ("OrderHistoryV2", "Order history V2"), ("ShowHTML", "Show HTML"),
    ("AddARecipe", "Add a recipe"), ("ATeam", "A team"), ("WhatIWant", "What I want"),
  ])
  func aTitleIsTheNameInWords(name: String, words: String) {
    #expect(SwiftName.words(name) == words)
  }
}
