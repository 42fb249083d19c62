/// Lines of Atlas's scripts that many tests begin with.
enum AtlasScript {
  /// From Welcome to Search, signed in as the demo account.
  static let signIn = """
    tap signIn
    type email demo@example.com
    type password atlas-demo-1
    tap submit

    """

  /// Signed in, on Germany's Detail.
  static let germany =
    signIn + """
      type query ger
      wait 300ms
      select results 1

      """
}
