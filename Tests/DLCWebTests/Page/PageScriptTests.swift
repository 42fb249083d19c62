import Testing

@testable import DLCWeb

struct PageScriptTests {
  @Test(arguments: ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval("])
  func neverTurnsTextIntoMarkup(_ sink: String) {
    #expect(!PageScript.text.contains(sink))
  }

  @Test func writesTextThroughTextContent() {
    #expect(PageScript.text.contains("node.textContent = text"))
  }

  @Test func showsAnAlertAsAnAlertDialogNamedByItsTitle() {
    #expect(PageScript.text.contains(#"dialog.setAttribute("role", "alertdialog");"#))
    #expect(
      PageScript.text.contains(#"dialog.setAttribute("aria-labelledby", "dlc-alert-title");"#))
    #expect(
      PageScript.text.contains(#"dialog.setAttribute("aria-describedby", "dlc-alert-message");"#))
    #expect(PageScript.text.contains(#"dialog.addEventListener("keydown", keepFocusIn);"#))
  }

  @Test func keepsTheFocusedFieldsText() {
    #expect(PageScript.text.contains("if (document.activeElement !== node)"))
  }
}
