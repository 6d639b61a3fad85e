#ifndef MARQUEE_CMARKDOWNARENA_H
#define MARQUEE_CMARKDOWNARENA_H

#include <stddef.h>

/// Converts the CommonMark in `text` (`length` bytes of UTF-8) to HTML with libcmark's
/// `options`, and stores the HTML's length in `html_length`.
///
/// libcmark's allocations for the conversion (its nodes, buffers and the HTML) come from a
/// scratch arena of the calling thread, let go of all at once, not from malloc one by one: on a
/// large site's fragmented heap, malloc's search for a free chunk was half of libcmark's time.
///
/// The HTML, terminated by a NUL byte, lives in the arena: it is valid until the next call on
/// the same thread. Returns NULL, with errno ENOMEM, when memory runs out.
const char *marquee_markdown_to_html(const char *text, size_t length, int options, size_t *html_length);

#endif
