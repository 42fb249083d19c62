// SQLite's C API, as installed with the system (libsqlite3-dev on Linux, the SDK on macOS).
#include <sqlite3.h>
