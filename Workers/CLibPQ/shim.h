// PostgreSQL's client library, libpq, as installed with the system (libpq-dev on Linux, whose
// headers are under /usr/include/postgresql; libpq from Homebrew on macOS).
#include <postgresql/libpq-fe.h>
