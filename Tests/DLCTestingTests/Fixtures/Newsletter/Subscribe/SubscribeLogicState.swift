/// The Subscribe scene's state.
struct SubscribeLogicState: Equatable {
  var subscribedEmail: String?
}
