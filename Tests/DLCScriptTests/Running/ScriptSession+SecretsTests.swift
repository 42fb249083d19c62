import DLC
import DLCScript
import Testing

/// Text typed into a secure field never comes back in an echo of the command.
@MainActor
struct ScriptSessionSecretsTests {
  @Test func typingIntoASecureFieldIsEchoedMasked() async {
    let form = FormStage()
    let result = await form.session.execute("type secret hunter2")
    #expect(result.isOK)
    #expect(result.command == "type secret ********")
    #expect(!result.renderJSON().contains("hunter2"))
  }

  @Test func aSecretThatDoesNotParseIsNeitherEchoedNorQuotedInTheError() async {
    let form = FormStage()
    let result = await form.session.execute("type secret my secret-pass")
    #expect(!result.isOK)
    #expect(result.command == "type secret ********")
    #expect(result.error?.contains("secret-pass") == false)
    #expect(!result.renderJSON().contains("secret-pass"))
  }

  @Test func typingIntoAnOrdinaryFieldIsEchoedAsWritten() async {
    let form = FormStage()
    let result = await form.session.execute("  type name Ada  ")
    #expect(result.command == "type name Ada")
  }

  @Test func aLineIsKnownToTypeASecretBeforeItRuns() {
    let form = FormStage()
    #expect(form.session.typesIntoSecureField("type secret x"))
    #expect(form.session.typesIntoSecureField(#"type "secret" x"#))
    #expect(!form.session.typesIntoSecureField("type name x"))
    #expect(!form.session.typesIntoSecureField("tap secret"))
  }
}
