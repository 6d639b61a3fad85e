/*
 * Preloaded into marquee under valgrind by bench/run_bench.py (the CPU row), nowhere else.
 *
 * libdispatch's dispatch_main() (where a Swift program's main thread waits on Linux) calls
 * sigsuspend() with a mask held in read-only memory, and valgrind 3.19's wrapper of
 * rt_sigsuspend writes into that mask (it removes its own signal from it): valgrind dies with
 * an internal SIGSEGV at the first call. This sigsuspend passes the kernel a writable copy;
 * the program's behaviour is the same.
 */
#define _GNU_SOURCE
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

int sigsuspend(const sigset_t *mask) {
    sigset_t copy = *mask;
    return (int)syscall(SYS_rt_sigsuspend, &copy, (size_t)(_NSIG / 8));
}
