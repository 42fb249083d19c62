import Testing

@testable import DLCScript

struct CommandArgumentTests {
  @Test func anArgumentOfAFixedPlaceFollowsAnyWordsOfItsPosition() {
    let argument = CommandArgument(position: 1)
    #expect(argument.follows(["email"]))
    #expect(argument.follows(["name"]))
    #expect(!argument.follows([]))
    #expect(!argument.follows(["email", "x"]))
  }

  @Test func anArgumentAfterWordsFollowsOnlyThoseWords() {
    let argument = CommandArgument(after: ["scene", nil])
    #expect(argument.follows(["scene", "is"]))
    #expect(argument.follows(["scene", "not"]))
    #expect(!argument.follows(["tab", "is"]))
    #expect(argument.position == 2)
  }
}
