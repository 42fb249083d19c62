import Foundation
import TestSupport
import Testing

/// A store on a file system mounted read-only (as `mount -o remount,ro` leaves one after a disk
/// error, or a container mounts its data) shows the person's data and says changes will not be
/// saved, as one in a folder that cannot be written does. The file system is a tmpfs, mounted
/// and made read-only in a mount namespace of the test's own (`unshare -m`), which ends with the
/// run and is never seen outside it.
@Suite(.hangGuard)
struct ReadOnlyFileSystemStoreTests {
  private static let unshare = URL(fileURLWithPath: "/usr/bin/unshare")

  /// Whether this machine lets the tests mount a file system and make it read-only in a mount
  /// namespace of their own: only root may, and only where the container allows it.
  static let mountsReadOnlyFileSystems: Bool = {
    guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: unshare.path),
      let folder = try? TemporaryFolder.made()
    else { return false }
    let probe = Process()
    probe.executableURL = unshare
    probe.arguments = [
      "-m", "sh", "-c", "mount -t tmpfs tmpfs \"$0\" && mount -o remount,ro \"$0\"",
      folder.url.path,
    ]
    probe.standardOutput = FileHandle.nullDevice
    probe.standardError = FileHandle.nullDevice
    guard (try? probe.run()) != nil else { return false }
    probe.waitUntilExit()
    return probe.terminationStatus == 0
  }()

  @Test(
    .enabled(
      if: mountsReadOnlyFileSystems,
      "mounting a read-only file system in a namespace of its own needs root and unshare"))
  func aStoreOnAReadOnlyFileSystemShowsItsDataAndEachChangeSaysItIsNotSaved() async throws {
    let folder = try TemporaryFolder.made()
    let mountPoint = folder.url.appendingPathComponent("mounted")
    try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
    let first = try folder.write(
      "first.dlc",
      AtlasScript.germany + """
        tap favorite
        type note "Bring a coat"
        """)
    let second = try folder.write(
      "second.dlc",
      """
      expect alert has "changes will not be saved"
      tap ok

      """ + AtlasScript.signIn
        + """
        tab Favorites
        expect favorites has Germany
        select favorites 1
        expect note is "Bring a coat"
        tap favorite
        expect alert has "Could not save"
        """)
    // The store is written while the file system may be, then read once it is read-only.
    let script = """
      mount -t tmpfs tmpfs "$1" || exit 90
      "$0" run --store "$1/atlas.sqlite" "$2" >/dev/null || exit 91
      mount -o remount,ro "$1" || exit 92
      exec "$0" run --store "$1/atlas.sqlite" "$3"
      """

    let result = try await BuiltProgram(url: Self.unshare).run([
      "-m", "sh", "-c", script, try BuiltProgram.dlc().url.path, mountPoint.path, first, second,
    ])

    #expect(result.status == 0, "\(result.output)\(result.errors)")
    #expect(result.errors.contains("only to read it, so changes will not be saved"))
    #expect(result.errors.contains("its file system is read-only"))
    #expect(!result.errors.contains("in memory"))
  }
}
