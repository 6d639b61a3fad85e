#include <cmark.h>
#include <errno.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "CMarkdownArena.h"

/// Each block is preceded by a header holding its size (realloc copies that much), and begins
/// on a 16-byte boundary, as malloc's blocks do.
enum { ALIGNMENT = 16, HEADER = 16 };

/// The first chunk's size, and the most a thread keeps between conversions.
enum { FIRST_CHUNK = 64 * 1024, KEPT_AT_MOST = 1024 * 1024 };

typedef struct chunk {
    struct chunk *next;
    size_t capacity;
    size_t used;
    _Alignas(ALIGNMENT) unsigned char bytes[];
} chunk;

typedef struct arena {
    /// The chunk blocks are taken from; the chunks filled before it follow it.
    chunk *current;
    /// The most recent block, which realloc can grow and free can give back in place.
    unsigned char *last;
    /// Where a conversion goes when memory runs out (libcmark cannot be told of a failure).
    jmp_buf out_of_memory;
} arena;

static __thread arena *thread_arena;
static pthread_key_t arena_key;
static pthread_once_t arena_key_once = PTHREAD_ONCE_INIT;

static void free_chunks(chunk *first) {
    while (first) {
        chunk *next = first->next;
        free(first);
        first = next;
    }
}

static void destroy_arena(void *value) {
    arena *a = value;
    free_chunks(a->current);
    free(a);
}

static void make_arena_key(void) {
    pthread_key_create(&arena_key, destroy_arena);
}

static chunk *new_chunk(size_t capacity, chunk *next) {
    chunk *c = malloc(sizeof(chunk) + capacity);
    if (!c) return NULL;
    c->next = next;
    c->capacity = capacity;
    c->used = 0;
    return c;
}

/// The calling thread's arena, made on its first conversion (freed when the thread ends).
static arena *the_thread_arena(void) {
    if (thread_arena) return thread_arena;
    if (pthread_once(&arena_key_once, make_arena_key) != 0) return NULL;
    arena *a = calloc(1, sizeof(arena));
    if (!a) return NULL;
    a->current = new_chunk(FIRST_CHUNK, NULL);
    if (!a->current || pthread_setspecific(arena_key, a) != 0) {
        free(a->current);
        free(a);
        return NULL;
    }
    thread_arena = a;
    return a;
}

/// Lets go of every block. A conversion that filled more than one chunk leaves one chunk as
/// large as all of them (up to KEPT_AT_MOST), so that the next such conversion fits in it.
/// False when there was no memory for a chunk: the arena is freed then.
static bool reset(arena *a) {
    a->last = NULL;
    if (!a->current->next) {
        a->current->used = 0;
        return true;
    }
    size_t total = 0;
    for (chunk *c = a->current; c; c = c->next) total += c->capacity;
    free_chunks(a->current);
    a->current = new_chunk(total < KEPT_AT_MOST ? total : KEPT_AT_MOST, NULL);
    if (!a->current) a->current = new_chunk(FIRST_CHUNK, NULL);
    if (!a->current) {
        // No memory for even a small chunk: the thread starts afresh on its next conversion.
        free(a);
        thread_arena = NULL;
        pthread_setspecific(arena_key, NULL);
        return false;
    }
    return true;
}

static size_t rounded(size_t size) {
    return (size + ALIGNMENT - 1) & ~(size_t)(ALIGNMENT - 1);
}

static void *allocate(size_t size) {
    arena *a = thread_arena;
    if (size > SIZE_MAX / 2) longjmp(a->out_of_memory, 1);
    size_t needed = HEADER + rounded(size);
    chunk *c = a->current;
    if (c->capacity - c->used < needed) {
        size_t capacity = c->capacity * 2 > needed ? c->capacity * 2 : needed;
        c = new_chunk(capacity, a->current);
        if (!c) longjmp(a->out_of_memory, 1);
        a->current = c;
    }
    unsigned char *header = c->bytes + c->used;
    memcpy(header, &size, sizeof size);
    c->used += needed;
    a->last = header + HEADER;
    return a->last;
}

static size_t block_size(const void *block) {
    size_t size;
    memcpy(&size, (const unsigned char *)block - HEADER, sizeof size);
    return size;
}

static void *arena_calloc(size_t count, size_t size) {
    if (size && count > SIZE_MAX / size) longjmp(thread_arena->out_of_memory, 1);
    void *block = allocate(count * size);
    memset(block, 0, count * size);
    return block;
}

static void *arena_realloc(void *block, size_t size) {
    if (!block) return allocate(size);
    arena *a = thread_arena;
    size_t old = block_size(block);
    if (block == a->last && size <= SIZE_MAX / 2) {
        chunk *c = a->current;
        size_t start = (size_t)((unsigned char *)block - c->bytes);
        if (c->capacity - start >= rounded(size)) {
            memcpy((unsigned char *)block - HEADER, &size, sizeof size);
            c->used = start + rounded(size);
            return block;
        }
    }
    void *moved = allocate(size);
    memcpy(moved, block, old < size ? old : size);
    return moved;
}

static void arena_free(void *block) {
    arena *a = thread_arena;
    if (block && block == a->last) {
        a->current->used = (size_t)((unsigned char *)block - HEADER - a->current->bytes);
        a->last = NULL;
    }
}

static cmark_mem arena_allocator = {arena_calloc, arena_realloc, arena_free};

const char *marquee_markdown_to_html(const char *text, size_t length, int options, size_t *html_length) {
    arena *a = the_thread_arena();
    if (!a || !reset(a)) {
        errno = ENOMEM;
        return NULL;
    }
    if (setjmp(a->out_of_memory)) {
        (void)reset(a);
        errno = ENOMEM;
        return NULL;
    }
    cmark_parser *parser = cmark_parser_new_with_mem(options, &arena_allocator);
    cmark_parser_feed(parser, text, length);
    cmark_node *document = cmark_parser_finish(parser);
    char *html = cmark_render_html(document, options);
    *html_length = strlen(html);
    return html;
}
