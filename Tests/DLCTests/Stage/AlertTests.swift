import DLC
import Foundation
import Testing

/// Confirmation dialogs: shown like an alert, answered with a tap, the destructive action marked.
@MainActor
@Suite struct AlertTests {
  var (stage, scene) = Stage.showing(PanelController())

  private func askToSignOut(_ signedOut: @escaping @MainActor () -> Void) {
    scene.showAlert(
      .confirmation(
        title: "Sign out?", message: "Your favorites stay on this device.",
        actions: [
          AlertButton(id: "signOut", title: "Sign out", role: .destructive, action: signedOut)
        ]))
  }

  @Test func aConfirmationEndsWithACancelButton() {
    let dialog = Alert.confirmation(
      title: "Delete?", actions: [AlertButton(id: "delete", title: "Delete", role: .destructive)])
    #expect(dialog.style == .confirmation)
    #expect(dialog.buttons.map(\.id) == ["delete", "cancel"])
    #expect(dialog.buttons.map(\.role) == [.destructive, .cancel])
  }

  @Test func rendersAsAConfirmationWithTheDestructiveActionMarked() {
    askToSignOut {}
    #expect(
      stage.render().hasSuffix(
        """
        --- confirm: Sign out? ---
        Your favorites stay on this device.
        signOut: <Sign out> (destructive)
        cancel: <Cancel>
        """))
  }

  /// Either button closes the dialog; only the action runs what it was asked for.
  @Test(arguments: [("signOut", 1), ("cancel", 0)])
  func tappingAButtonClosesTheDialogAndOnlyTheActionRuns(button: String, runs: Int) throws {
    var signedOut = 0
    askToSignOut { signedOut += 1 }
    try stage.tap(button)
    #expect(signedOut == runs)
    #expect(stage.alert == nil)
  }

  @Test func whileItIsUpTheSceneTakesNoInput() {
    askToSignOut {}
    #expect(throws: StageError.blockedByAlert(id: "millions", alertTitle: "Sign out?")) {
      try stage.toggle("millions")
    }
  }

  @Test func itsJSONCarriesTheStyleAndTheRoles() throws {
    askToSignOut {}
    let json = stage.renderJSON()
    #expect(json.contains(#""style":"confirmation""#))
    #expect(json.contains(#"{"id":"signOut","role":"destructive","title":"Sign out"}"#))
    #expect(json.contains(#"{"id":"cancel","role":"cancel","title":"Cancel"}"#))
  }

  @Test func aPlainAlertsJSONHasNoStyleOrRole() {
    scene.showAlert(Alert(title: "Saved"))
    let json = stage.renderJSON()
    #expect(!json.contains("style"))
    #expect(!json.contains("role"))
  }
}
