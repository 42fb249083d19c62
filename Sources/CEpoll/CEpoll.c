// A C target needs a source file; the module is its header, CEpoll.h.
#include "CEpoll.h"
