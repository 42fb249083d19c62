import DLCCommandLine
import Foundation
import Testing

struct ToolOptionTests {
  @Test func aWebAddressTakesHTTPAndHTTPSWithAHost() throws {
    let server = ToolOption<URL>.webAddress("--server", help: "the server")
    #expect(try server.parse("https://example.org:8443/api") as? URL != nil)
    #expect(throws: ToolOptionError.self) { try server.parse("ftp://example.org") }
    #expect(throws: ToolOptionError.self) { try server.parse("http://") }
    #expect(throws: ToolOptionError.self) { try server.parse("not a url") }
  }

  @Test func aFolderIsCreatedPrivateWhenASessionIsPrepared() throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("ToolOptionTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    let cache = ToolOption<URL>.folder("--cache", for: "cache folder", help: "cache")
    let folder = try cache.parse(base.appendingPathComponent("a/b").path)

    try cache.prepare(folder)

    let attributes = try FileManager.default.attributesOfItem(
      atPath: base.appendingPathComponent("a/b").path)
    #expect(attributes[.posixPermissions] as? Int == 0o700)
  }

  @Test func aFolderThatCannotBeMadeIsRefusedWithItsPathAndPurpose() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("ToolOptionTests-\(UUID().uuidString)")
    try Data("x".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let cache = ToolOption<URL>.folder("--cache", for: "cache folder", help: "cache")
    let inside = try cache.parse(file.appendingPathComponent("inside").path)

    #expect {
      try cache.prepare(inside)
    } throws: { error in
      let message = (error as? ToolOptionError)?.message ?? ""
      return message.hasPrefix("cannot use '\(file.path)/inside' as the cache folder: ")
    }
  }

  @Test func aFlagIsTrueAndACustomOptionSaysWhyItsValueIsWrong() throws {
    #expect(try ToolOption<Bool>.flag("--fast", help: "go fast").parse("") as? Bool == true)
    let port = ToolOption<Int>("--port", value: "N", help: "the port") {
      text throws(ToolOptionError) in
      guard let port = Int(text), (1...65535).contains(port) else {
        throw ToolOptionError("'--port' needs a number from 1 to 65535, not '\(text)'")
      }
      return port
    }
    #expect(try port.parse("8080") as? Int == 8080)
    #expect(throws: ToolOptionError("'--port' needs a number from 1 to 65535, not '0'")) {
      try port.parse("0")
    }
  }
}
