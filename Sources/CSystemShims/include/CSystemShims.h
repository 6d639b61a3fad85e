#ifndef MARQUEE_CSYSTEMSHIMS_H
#define MARQUEE_CSYSTEMSHIMS_H

/// Atomically exchanges two paths (Linux renameat2 with RENAME_EXCHANGE).
/// Returns 0 on success, -1 with errno set otherwise (ENOSYS/EINVAL where unsupported).
int marquee_rename_exchange(const char *from, const char *to);

/// Tells glibc's allocator to give freed memory at the top of a heap back to the system once
/// more than `trim_threshold` bytes are free there (mallopt's M_TRIM_THRESHOLD), and to map
/// blocks of their own only from `mmap_threshold` bytes (M_MMAP_THRESHOLD). Returns 0 when both
/// were set, -1 otherwise.
int marquee_return_freed_memory_promptly(int trim_threshold, int mmap_threshold);

/// Gives every page of freed memory in glibc's heaps back to the system, wherever it lies in
/// them (malloc_trim(0)). Returns 1 when some memory was given back, 0 otherwise.
int marquee_release_freed_memory(void);

#endif
