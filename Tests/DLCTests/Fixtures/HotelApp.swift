import DLC

/// An application of two acts whose second needs a guest: links to rooms open through check-in
/// when no guest has checked in, and straight away when one has.
final class HotelApp: SceneApplication {
  static let acts = [
    ActDescription(name: "Lobby", scenes: ["Lobby", "CheckIn"]),
    ActDescription(name: "Stay", scenes: ["Room"]),
  ]

  static let router = DeepLinkRouter<String>(
    scheme: "hotel", routes: [DeepLinkRoute("rooms/{number}") { $0["number"] ?? "" }])

  static var links: [String] { router.usage }

  func start(on stage: Stage) {
    stage.setRoot(CardController(title: "Lobby", id: "lobby"))
  }

  func open(_ link: String, on stage: Stage) throws(DeepLinkError) {
    let number = try Self.router.destination(for: link)
    let room = Room.Setup(number: number)
    if let stay = stage.runningAct(as: GuestDC.self) {
      stage.setRoot(Room.controller(setup: room, dc: stay))
      return
    }
    let lobby = stage.runningAct(as: LobbyDC.self) ?? LobbyDC()
    stage.setNavigationStack([
      CardController(title: "Lobby", id: "lobby"),
      CheckIn.controller(setup: CheckIn.Setup(pendingRoom: number), dc: lobby),
    ])
  }
}
