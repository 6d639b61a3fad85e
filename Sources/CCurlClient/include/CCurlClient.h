#ifndef MARQUEE_CCURLCLIENT_H
#define MARQUEE_CCURLCLIENT_H

#include <stddef.h>
#include <stdint.h>

/// An HTTP client over libcurl, loaded with dlopen at the first client made, so that a process
/// that sends no request (a build from the embedded catalog, most of them) neither loads libcurl
/// nor the thirty libraries it needs. One thread per client drives all its transfers with
/// libcurl's multi interface; each transfer reports its end through a callback on that thread.
typedef struct marquee_http_client marquee_http_client;
typedef struct marquee_http_transfer marquee_http_transfer;

/// Called once, on the client's thread, when a transfer has ended (answered, failed, timed out
/// or cancelled), or at once on the starting thread when the client has been stopped; the
/// transfer's results can be read from then on.
typedef void (*marquee_http_completion)(void *context);

/// Why a transfer ended, libcurl's many codes sorted for messages.
typedef enum {
    MARQUEE_HTTP_ANSWERED = 0,
    MARQUEE_HTTP_TIMED_OUT,
    MARQUEE_HTTP_CANCELLED,
    MARQUEE_HTTP_BAD_URL,
    MARQUEE_HTTP_HOST_NOT_FOUND,
    MARQUEE_HTTP_CONNECTION_REFUSED,
    MARQUEE_HTTP_CONNECTION_LOST,
    MARQUEE_HTTP_SECURE_CONNECTION_FAILED,
    MARQUEE_HTTP_BAD_RESPONSE,
    MARQUEE_HTTP_OUT_OF_MEMORY,
    MARQUEE_HTTP_OTHER_FAILURE,
} marquee_http_outcome;

/// Loads `library` (e.g. "libcurl.so.4") once for the process, then starts a client whose
/// transfers use at most `max_host_connections` connections to one host. NULL when the library
/// or the client's thread is not there, with the reason in `error`.
marquee_http_client *marquee_http_client_create(const char *library, long max_host_connections,
                                                char *error, size_t error_size);

/// Stops the client: transfers still running end as cancelled, then its thread frees it.
void marquee_http_client_destroy(marquee_http_client *client);

/// A new transfer holding one reference (the caller's), made once a client exists (libcurl is
/// loaded). `idle_timeout_ms` is how long the transfer may go without connecting or moving a
/// byte. NULL when out of memory.
marquee_http_transfer *marquee_http_transfer_create(const char *method, const char *url, long idle_timeout_ms);

/// Adds a header line ("Name: value"). Returns 0, or -1 when out of memory.
int marquee_http_transfer_add_header(marquee_http_transfer *transfer, const char *line);

/// Sets the body to send (copied). Returns 0, or -1 when out of memory.
int marquee_http_transfer_set_body(marquee_http_transfer *transfer, const void *bytes, size_t count);

/// Hands the transfer to the client, which holds a reference of its own until `completion` has
/// returned. A transfer is started at most once.
void marquee_http_client_start(marquee_http_client *client, marquee_http_transfer *transfer,
                               marquee_http_completion completion, void *context);

/// Ends the transfer as cancelled soon, if it has not ended; safe from any thread.
void marquee_http_transfer_cancel(marquee_http_transfer *transfer);

/// What an ended transfer got; its pointers stay valid until the transfer is released.
typedef struct {
    marquee_http_outcome outcome;
    /// libcurl's own code (CURLcode), 0 when answered.
    int code;
    /// The HTTP status of the last answer (after redirects), 0 when there was none.
    long status;
    /// The last answer's body.
    const uint8_t *body;
    size_t body_count;
    /// The last answer's header lines, each ending in "\r\n" (the status line not included).
    const char *head;
    size_t head_count;
} marquee_http_result;

/// The results of an ended transfer (an unended one reads as MARQUEE_HTTP_OTHER_FAILURE).
marquee_http_result marquee_http_transfer_result(marquee_http_transfer *transfer);

/// Gives up the caller's reference.
void marquee_http_transfer_release(marquee_http_transfer *transfer);

#endif
