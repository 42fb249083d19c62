import DLC
import Testing

@testable import DLCScript

struct CommandTableTests {
  /// A command that only a test declares: nothing but its declaration names it.
  private static let greet = CommandDeclaration(
    name: "greet",
    aliases: ["hello"],
    arguments: [.init(position: 0, completion: [.elements(taking: .flip)])],
    help: CommandHelp(
      forms: [.init(usage: "greet ID", summary: "wave at a toggle")],
      discussion: "Only a test knows this command.",
      examples: ["greet notify"]),
    read: { line throws(ParseError) in .toggle(id: try line.id(missing: "'greet' needs an ID")) })

  private static func table() throws -> CommandTable {
    CommandTable([greet, try #require(CommandTable.standard.declaration(named: "help"))])
  }

  @Test func overviewListsEveryFormOfEveryCommand() {
    let overview = CommandTable.standard.overview
    for declaration in CommandTable.standard.declarations {
      for form in declaration.help.forms {
        #expect(overview.contains("  \(form.usage) "), "\(form.usage)")
        #expect(
          overview.contains(form.summary.split(separator: " ").prefix(3).joined(separator: " ")))
      }
    }
  }

  @Test func theOverviewFitsEightyColumns() {
    let lines = CommandTable.standard.overview.split(separator: "\n")

    #expect(lines.filter { $0.count > 80 } == [])
  }

  @Test func everyCommandsHelpFitsEightyColumns() {
    for declaration in CommandTable.standard.declarations {
      let lines = declaration.help.text.split(separator: "\n")
      #expect(lines.filter { $0.count > 80 } == [], "\(declaration.name)")
    }
  }

  @Test func everyExampleParsesAsTheCommandItDocuments() throws {
    for declaration in CommandTable.standard.declarations {
      #expect(!declaration.help.examples.isEmpty, "\(declaration.name)")
      for example in declaration.help.examples {
        let step = try #require(try Parser.parse(line: example), "\(example)")
        #expect(step.text.hasPrefix(declaration.name), "\(example)")
      }
    }
  }

  @Test func everyNameOfTheTableIsReadByItsDeclarationAndHasHelp() throws {
    for declaration in CommandTable.standard.declarations {
      for name in declaration.names {
        #expect(!declaration.help.forms.isEmpty, "\(name)")
        do throws(ParseError) {
          _ = try Parser.parse(line: name)
        } catch {
          // A command that needs arguments says so; none is unknown.
          #expect(!error.message.hasPrefix("unknown command"), "\(name): \(error.message)")
          #expect(error.message.contains("'\(declaration.name)'"), "\(name): \(error.message)")
        }
        #expect(try Parser.parse(line: "help \(name)")?.command == .help(topic: name))
      }
    }
  }

  @Test func aliasFindsItsCommand() {
    #expect(CommandTable.standard.declaration(named: "exit")?.name == "quit")
  }

  @Test func aCommandDeclaredInATableIsParsedByItsNamesWithoutOtherEdits() throws {
    let table = try Self.table()
    let step = try Parser.parse(line: "greet notify", commands: table)
    #expect(step?.command == .toggle(id: "notify"))
    #expect(try Parser.parse(line: "hello notify", commands: table)?.command == step?.command)
    #expect(throws: ParseError.self) { try Parser.parse(line: "tap notify", commands: table) }
  }

  @Test func aCommandDeclaredInATableHasHelpWithoutOtherEdits() throws {
    let table = try Self.table()
    let line = table.overview.split(separator: "\n").first { $0.hasPrefix("  greet ID ") }
    #expect(line?.hasSuffix(" wave at a toggle") == true)
    let step = try Parser.parse(line: "help greet", commands: table)
    #expect(step?.command == .help(topic: "greet"))
  }

  @Test func anUnknownCommandIsSuggestedFromTheTable() throws {
    #expect(
      Self.message(parsing: "gret x", in: try Self.table())
        == "unknown command 'gret'; did you mean 'greet'?")
  }

  @Test func moreAfterTheLastArgumentIsRefusedWithTheDeclaredUsage() throws {
    #expect(
      Self.message(parsing: "greet a b", in: try Self.table())
        == "unexpected 'b'; usage: greet ID")
  }

  /// The message of the error a line gives, or `nil` if it parses.
  private static func message(parsing line: String, in table: CommandTable) -> String? {
    do throws(ParseError) {
      _ = try Parser.parse(line: line, commands: table)
      return nil
    } catch {
      return error.message
    }
  }
}
