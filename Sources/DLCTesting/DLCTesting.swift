// The test kit lives here: harness, spies, worker doubles, snapshots and leak checks.
import DLC
