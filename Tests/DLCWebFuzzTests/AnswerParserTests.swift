import Testing

@testable import DLCWebFuzz

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

@Test func aWholeAnswerIsReadWithItsStatus() {
  let reading = AnswerParser.read(bytes("HTTP/1.1 404 Not Found\r\nContent-Length: 3\r\n\r\nno\n"))
  #expect(reading == AnswerParser.Reading(statuses: [404], malformation: nil))
}

@Test func anAnswerWhoseBodyHasNotAllArrivedIsNotYetCounted() {
  let reading = AnswerParser.read(bytes("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc"))
  #expect(reading.statuses.isEmpty)
  #expect(reading.malformation == nil)
}

@Test func pipelinedAnswersAreEachCounted() {
  let one = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}"
  #expect(AnswerParser.read(bytes(one + one + one)).statuses == [200, 200, 200])
}

@Test func twoDifferentContentLengthsAreAMalformation() {
  let text = "HTTP/1.1 200 OK\r\nContent-Length: 5\r\nContent-Length: 0\r\n\r\n"
  #expect(AnswerParser.read(bytes(text)).malformation != nil)
}

@Test func anAnswerToHeadHasNoBody() {
  let text = "HTTP/1.1 200 OK\r\nContent-Length: 500\r\n\r\n"
  #expect(AnswerParser.read(bytes(text), bodiless: true).statuses == [200])
}

@Test func aStatusLineOfAnotherProtocolIsAMalformation() {
  #expect(AnswerParser.read(bytes("SSH-2.0-x\r\n\r\n")).malformation != nil)
}
