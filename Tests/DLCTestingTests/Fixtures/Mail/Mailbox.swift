/// An object that outlives the scene holding it without saying it is shared: a leak check must
/// report it, as it would a part of the scene that the test kept.
final class Mailbox {
  var messages: [String] = []
}
