// Linux's epoll, which the Glibc module Swift imports leaves out: the browser display's
// listener watches thousands of sockets with it, at a cost that grows with the sockets that
// are ready rather than with all of them, as poll's does. Other systems have no epoll: there
// the module is empty, and the listener polls.
#ifdef __linux__
#include <sys/epoll.h>
#endif
