#include <malloc.h>
#include "CSystemShims.h"

int marquee_return_freed_memory_promptly(int arenas, int trim_threshold) {
    int arenas_set = mallopt(M_ARENA_MAX, arenas);
    int threshold_set = mallopt(M_TRIM_THRESHOLD, trim_threshold);
    return arenas_set == 1 && threshold_set == 1 ? 0 : -1;
}
