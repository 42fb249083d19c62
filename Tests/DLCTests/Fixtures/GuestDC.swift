/// The hotel's second act's container: it exists only for a guest who checked in.
@MainActor
final class GuestDC {
  let guest: String

  init(guest: String) {
    self.guest = guest
  }
}
