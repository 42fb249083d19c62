import Testing

@testable import DLCBenchmarks

@Test func sessionCookieIsTheValueBeforeTheAttributes() {
  let value = "dlc-session-8080=0123abcd; HttpOnly; SameSite=Lax; Path=/"
  #expect(LoadClient.sessionCookie(in: value) == "0123abcd")
}

@Test func anotherCookieIsNoSession() {
  #expect(LoadClient.sessionCookie(in: "theme=dark; Path=/") == nil)
}

@Test func tokenIsReadFromThePagesMetaElement() {
  let page = "<head>\n<meta name=\"dlc-token\" content=\"f00d\">\n<title>Atlas</title>"
  #expect(LoadClient.token(inPage: page) == "f00d")
}

@Test func aPageWithoutTheMetaElementHasNoToken() {
  #expect(LoadClient.token(inPage: "<html><title>Busy</title></html>") == nil)
}
