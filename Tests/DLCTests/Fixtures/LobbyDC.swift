/// The hotel's first act's container: nothing to hand out before a guest checks in.
@MainActor
final class LobbyDC {}
