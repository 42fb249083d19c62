import DLC

/// Act 1's scenes: signing in.
enum Act1Scene: ActScene {
  /// Where Atlas starts.
  case welcome(Welcome.Setup)
  /// The sign-in form.
  case login(Login.Setup)

  static let act = ActDescription(name: "Act1", scenes: ["Welcome", "Login"])
}
