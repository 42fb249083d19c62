/// One command of the command language, as the parser reads it from a line.
///
/// ```swift
/// let step = try Parser.parse(line: #"type email "demo@example.com""#)
/// // step?.command == .type(id: "email", text: "demo@example.com")
/// ```
public enum Command: Sendable, Equatable {
  /// `show`: render the top scene, and the alert if one is up.
  case show
  /// `tap ID`: tap a button, of the alert if one is up.
  case tap(id: String)
  /// `type ID TEXT`: replace a field's or text area's text, firing its change event.
  case type(id: String, text: String)
  /// `select ID N`: select row N, counted from 1, of a list.
  case select(id: String, row: Int)
  /// `toggle ID`: flip a toggle.
  case toggle(id: String)
  /// `choose ID OPTION`: choose an option of a choice by its title.
  case choose(id: String, option: String)
  /// `tab TITLE`: select a tab by its title on the screen's tab bar.
  case tab(title: String)
  /// `back`: pop the shown tab's stack or the modal stack, dismiss a lone modal, else pop.
  case back
  /// `open LINK`: show what a link of the application points to.
  case open(link: String)
  /// `wait [DURATION]`: advance the clock by the duration; without one, until no timer is pending.
  case wait(Duration?)
  /// `expect …`: check what the stage shows.
  case expect(ScriptExpectation)
  /// `state`: print the top scene's logic state.
  case state
  /// `scenes`: list the acts and their scenes.
  case scenes
  /// `help [COMMAND]`: list the commands, or explain one.
  case help(topic: String?)
  /// `quit` or `exit`: end the session.
  case quit
}
