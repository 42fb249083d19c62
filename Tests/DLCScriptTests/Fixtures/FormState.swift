/// The logic state the form scene exposes to `state`.
struct FormState {
  var name = ""
  var saves = 0
  var tags = ["fresh"]
  var draft: String?
}
