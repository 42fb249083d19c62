/// Greeter's state: the name typed so far.
struct GreeterLogicState: Equatable {
  var name = ""
}
