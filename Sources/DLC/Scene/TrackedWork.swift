/// The id of the scene work that the current task runs on behalf of.
///
/// ``SceneTasks`` binds it for every task it starts. A ``ManualClock`` records it for each
/// sleeper, so that ``Stage/settle()`` can tell work that waits on the clock (idle until the
/// clock is advanced) from work that is still running. Task-locals follow a task through calls
/// into actors, so a worker's retry delay counts as waiting on the clock too.
enum TrackedWork {
  @TaskLocal static var id: UInt64?
}
