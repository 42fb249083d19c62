import DLC
import DLCScript
import Testing

@testable import DLCCommandLine

@MainActor
struct ExploreMovesTests {
  private let moves = ExploreMoves(fills: ["email": "a@b.c"], seed: 5)

  @Test func anEnabledButtonIsTappedAndADisabledOneIsNot() {
    let open = Button(id: "open", title: "Open")
    let closed = Button(id: "closed", title: "Closed")
    closed.isEnabled = false
    #expect(moves.moves(for: ElementSnapshot(of: open)) == ["tap open"])
    #expect(moves.moves(for: ElementSnapshot(of: closed)).isEmpty)
  }

  @Test func aFieldWithoutAFillGetsEachProbe() {
    let field = TextField(id: "query")
    #expect(
      moves.moves(for: ElementSnapshot(of: field))
        == ExploreMoves.probes.map { "type query \(Quoting.quoted($0))" })
    #expect(ExploreMoves.probes.contains(""))
    #expect(ExploreMoves.probes.contains { $0.unicodeScalars.contains { !$0.isASCII } })
  }

  @Test func aFieldWithAFillIsTypedOnceWhenItShowsSomethingElse() {
    let email = TextField(id: "email")
    #expect(moves.moves(for: ElementSnapshot(of: email)).isEmpty)
    #expect(moves.fillMoves(on: [ElementSnapshot(of: email)]) == [#"type email "a@b.c""#])
    email.text = "a@b.c"
    #expect(moves.fillMoves(on: [ElementSnapshot(of: email)]).isEmpty)
    let password = TextField(id: "email", text: "a@b.c", isSecure: true)
    #expect(moves.fillMoves(on: [ElementSnapshot(of: password)]).isEmpty)
  }

  @Test func aListGetsItsFirstLastAndOneRowBetweenPickedByTheSeed() {
    #expect(moves.rows(of: 0).isEmpty)
    #expect(moves.rows(of: 1) == [1])
    #expect(moves.rows(of: 2) == [1, 2])
    #expect(moves.rows(of: 10) == [1, 2 + 5 % 8, 10])
    #expect(ExploreMoves(fills: [:], seed: 6).rows(of: 10) == [1, 2 + 6 % 8, 10])
    let list = ListView(id: "results", rows: ["a", "b", "c"])
    #expect(
      moves.moves(for: ElementSnapshot(of: list))
        == ["select results 1", "select results 2", "select results 3"])
  }

  @Test func aStackIsDrivenThroughItsChildrenAndHiddenElementsNotAtAll() {
    let hidden = Button(id: "hidden", title: "Hidden")
    hidden.isHidden = true
    let stack = VerticalStack(
      id: "form", children: [Label(id: "title", text: "T"), Button(id: "go", title: "Go"), hidden])
    #expect(moves.moves(for: ElementSnapshot(of: stack)) == ["tap go"])
  }
}
