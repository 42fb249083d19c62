import DLC

/// Act 1's scenes: signing in.
enum Act1Scene: ActScene {
  /// Where Atlas starts.
  case welcome(SetupModel.Welcome)
  /// The sign-in form.
  case login(SetupModel.Login)

  static let act = ActDescription(name: "Act1", scenes: ["Welcome", "Login"])
}
