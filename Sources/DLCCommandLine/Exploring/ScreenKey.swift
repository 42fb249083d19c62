import DLC

/// What makes two screens the same for the walk: the scene, the alert's buttons and the
/// structure of the elements (ids, kinds, enabled, hidden, whether a field or list is empty),
/// but no text, so that the walk ends however many texts the application can show.
struct ScreenKey: Hashable {
  let signature: String

  /// The key of a screen.
  ///
  /// - Parameters:
  ///   - screen: What the stage shows.
  ///   - hasPendingTimers: Whether the clock holds timers that a `wait` would fire.
  ///   - canGoBack: Whether `back` has somewhere to go.
  init(of screen: ScreenSnapshot, hasPendingTimers: Bool, canGoBack: Bool) {
    var parts = [screen.scene ?? "-", screen.isModal ? "modal" : "", canGoBack ? "back" : ""]
    if let alert = screen.alert {
      parts.append("alert(" + alert.buttons.map(\.id).joined(separator: ",") + ")")
    }
    parts.append(screen.elements.map(Self.signature(of:)).joined(separator: ","))
    parts.append(hasPendingTimers ? "timers" : "")
    signature = parts.joined(separator: "|")
  }

  private init(signature: String) {
    self.signature = signature
  }

  /// A short name of the key that is the same in every process (FNV-1a of the signature, in
  /// hexadecimal), for a child to tell its parent which screen it found: each child walks
  /// from the start again, and the parent counts a screen once, whichever children found it.
  var digest: String { Self.digest(of: signature) }

  /// FNV-1a of a text, in hexadecimal: the same in every process, unlike `Hasher`.
  ///
  /// - Parameter text: What to name, such as a key's signature.
  /// - Returns: The digest.
  static func digest(of text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return String(hash, radix: 16)
  }

  /// The key of a screen a tap left with the same structure but other texts: a screen of its
  /// own, once for each tap that leads to it, so that what the tap changed (a button that now
  /// removes a favorite) is walked from too.
  ///
  /// - Parameter move: The tap.
  /// - Returns: The key, whatever key it is derived from again.
  func after(_ move: String) -> ScreenKey {
    ScreenKey(signature: signature + "|after " + move)
  }

  private static func signature(of element: ElementSnapshot) -> String {
    var text = "\(element.kind):\(element.id)"
    if !element.isEnabled { text += "!e" }
    if element.isHidden { text += "!v" }
    if element.text?.isEmpty == true { text += "~" }
    if element.rows?.isEmpty == true { text += "0" }
    if let children = element.children {
      text += "[" + children.map(signature(of:)).joined(separator: ",") + "]"
    }
    return text
  }
}
