#include <malloc.h>
#include "CSystemShims.h"

int marquee_return_freed_memory_promptly(int trim_threshold, int mmap_threshold) {
    if (mallopt(M_TRIM_THRESHOLD, trim_threshold) != 1) return -1;
    return mallopt(M_MMAP_THRESHOLD, mmap_threshold) == 1 ? 0 : -1;
}

int marquee_release_freed_memory(void) {
    return malloc_trim(0);
}
