/// The Greeter's state.
struct GreeterLogicState: Equatable {
  var name = ""
  var history: [String] = []
  var isBusy = false
}
