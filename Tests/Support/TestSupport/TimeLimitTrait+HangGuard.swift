public import Testing

extension Trait where Self == TimeLimitTrait {
  /// A time limit only a hang reaches: ten minutes, many times what the slowest of these tests
  /// takes on a loaded machine, where a test may wait for minutes to be scheduled. A test fails
  /// on it only when it would never end, never because the machine is busy; what a test
  /// costs is bounded in ``ProcessorTime`` instead.
  public static var hangGuard: Self { .timeLimit(.minutes(10)) }
}
