import Testing

@testable import ValidationWorker

@Test func messageSubjectCapitalisesTheLabel() {
  #expect("password".messageSubject == "Password")
  #expect("émail address".messageSubject == "Émail address")
  #expect("Email".messageSubject == "Email")
}

@Test func messageSubjectTrimsTheLabel() {
  #expect("  city \n".messageSubject == "City")
}

@Test func messageSubjectOfABlankLabelIsThisField() {
  #expect("".messageSubject == "This field")
  #expect(" \t".messageSubject == "This field")
}
