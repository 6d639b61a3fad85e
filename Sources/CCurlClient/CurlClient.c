// An HTTP client over libcurl's multi interface, with libcurl loaded by dlopen at the first
// client made (see CCurlClient.h). Only curl.h's types and constants are compiled in; no symbol
// of libcurl is linked, so the executable does not name it as a needed library.
#define _GNU_SOURCE
#include "CCurlClient.h"

#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

// MARK: - libcurl, loaded once

static struct {
    CURLcode (*curl_global_init)(long flags);
    CURL *(*curl_easy_init)(void);
    CURLcode (*curl_easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*curl_easy_getinfo)(CURL *, CURLINFO, ...);
    void (*curl_easy_cleanup)(CURL *);
    CURLM *(*curl_multi_init)(void);
    CURLMcode (*curl_multi_setopt)(CURLM *, CURLMoption, ...);
    CURLMcode (*curl_multi_add_handle)(CURLM *, CURL *);
    CURLMcode (*curl_multi_remove_handle)(CURLM *, CURL *);
    CURLMcode (*curl_multi_perform)(CURLM *, int *);
    CURLMcode (*curl_multi_poll)(CURLM *, struct curl_waitfd *, unsigned int, int, int *);
    CURLMcode (*curl_multi_wakeup)(CURLM *);
    CURLMsg *(*curl_multi_info_read)(CURLM *, int *);
    CURLMcode (*curl_multi_cleanup)(CURLM *);
    struct curl_slist *(*curl_slist_append)(struct curl_slist *, const char *);
    void (*curl_slist_free_all)(struct curl_slist *);
} curl;

static pthread_mutex_t load_lock = PTHREAD_MUTEX_INITIALIZER;
static char *loaded_library;

/// Loads `library` and its functions, once; a later call with another name only checks that
/// that library loads too.
static int load_curl(const char *library, char *error, size_t error_size) {
    pthread_mutex_lock(&load_lock);
    int result = 0;
    if (loaded_library && strcmp(loaded_library, library) == 0) goto done;
    void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *reason = dlerror();
        snprintf(error, error_size, "%s", reason ? reason : library);
        result = -1;
        goto done;
    }
    if (loaded_library) goto done;
#define LOAD(name)                                                                  \
    *(void **)(&curl.name) = dlsym(handle, #name);                                  \
    if (!curl.name) {                                                               \
        snprintf(error, error_size, "%s has no function %s", library, #name);      \
        result = -1;                                                                \
        goto done;                                                                  \
    }
    LOAD(curl_global_init)
    LOAD(curl_easy_init)
    LOAD(curl_easy_setopt)
    LOAD(curl_easy_getinfo)
    LOAD(curl_easy_cleanup)
    LOAD(curl_multi_init)
    LOAD(curl_multi_setopt)
    LOAD(curl_multi_add_handle)
    LOAD(curl_multi_remove_handle)
    LOAD(curl_multi_perform)
    LOAD(curl_multi_poll)
    LOAD(curl_multi_wakeup)
    LOAD(curl_multi_info_read)
    LOAD(curl_multi_cleanup)
    LOAD(curl_slist_append)
    LOAD(curl_slist_free_all)
#undef LOAD
    if (curl.curl_global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
        snprintf(error, error_size, "%s could not be initialised", library);
        result = -1;
        goto done;
    }
    loaded_library = strdup(library);
    if (!loaded_library) {
        snprintf(error, error_size, "out of memory");
        result = -1;
    }
done:
    pthread_mutex_unlock(&load_lock);
    return result;
}

static int64_t now_ms(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (int64_t)time.tv_sec * 1000 + time.tv_nsec / 1000000;
}

// MARK: - Types

struct marquee_http_client {
    pthread_mutex_t lock;
    atomic_int references;
    CURLM *multi;
    marquee_http_transfer *pending;  // guarded by lock, newest first
    int stopping;                    // guarded by lock
    int exited;                      // guarded by lock; the multi handle is gone once set
};

struct marquee_http_transfer {
    atomic_int references;
    atomic_int cancel_requested;
    _Atomic(marquee_http_client *) client;  // set once started; holds a reference

    // The request, fixed before the start.
    char *method;
    char *url;
    long idle_timeout_ms;
    struct curl_slist *header_lines;
    int has_content_type;
    uint8_t *request_body;
    size_t request_body_count;
    int has_body;
    int setup_failed;

    // The client's thread only, while running.
    CURL *easy;
    marquee_http_completion completion;
    void *context;
    int64_t last_activity_ms;
    curl_off_t last_uploaded, last_downloaded;
    marquee_http_transfer *next;

    // The answer: written by the client's thread, read after `done` (both under `lock`).
    pthread_mutex_t lock;
    uint8_t *body;
    size_t body_count, body_capacity;
    char *head;
    size_t head_count, head_capacity;
    int out_of_memory;
    int done;
    marquee_http_outcome outcome;
    int code;
    long status;
};

static void client_release(marquee_http_client *client) {
    if (atomic_fetch_sub(&client->references, 1) != 1) return;
    pthread_mutex_destroy(&client->lock);
    free(client);
}

// MARK: - Transfers

marquee_http_transfer *marquee_http_transfer_create(const char *method, const char *url, long idle_timeout_ms) {
    marquee_http_transfer *transfer = calloc(1, sizeof *transfer);
    if (!transfer) return NULL;
    atomic_init(&transfer->references, 1);
    atomic_init(&transfer->cancel_requested, 0);
    atomic_init(&transfer->client, NULL);
    pthread_mutex_init(&transfer->lock, NULL);
    transfer->method = strdup(method);
    transfer->url = strdup(url);
    transfer->idle_timeout_ms = idle_timeout_ms > 0 ? idle_timeout_ms : 1;
    if (!transfer->method || !transfer->url) {
        marquee_http_transfer_release(transfer);
        return NULL;
    }
    return transfer;
}

int marquee_http_transfer_add_header(marquee_http_transfer *transfer, const char *line) {
    struct curl_slist *lines = curl.curl_slist_append(transfer->header_lines, line);
    if (!lines) {
        transfer->setup_failed = 1;
        return -1;
    }
    transfer->header_lines = lines;
    if (strncasecmp(line, "content-type:", 13) == 0 || strncasecmp(line, "content-type;", 13) == 0) {
        transfer->has_content_type = 1;
    }
    return 0;
}

int marquee_http_transfer_set_body(marquee_http_transfer *transfer, const void *bytes, size_t count) {
    free(transfer->request_body);
    transfer->request_body = malloc(count ? count : 1);
    if (!transfer->request_body) {
        transfer->setup_failed = 1;
        return -1;
    }
    if (count) memcpy(transfer->request_body, bytes, count);
    transfer->request_body_count = count;
    transfer->has_body = 1;
    return 0;
}

void marquee_http_transfer_release(marquee_http_transfer *transfer) {
    if (atomic_fetch_sub(&transfer->references, 1) != 1) return;
    if (transfer->header_lines) curl.curl_slist_free_all(transfer->header_lines);
    free(transfer->method);
    free(transfer->url);
    free(transfer->request_body);
    free(transfer->body);
    free(transfer->head);
    pthread_mutex_destroy(&transfer->lock);
    marquee_http_client *client = atomic_load(&transfer->client);
    if (client) client_release(client);
    free(transfer);
}

void marquee_http_transfer_cancel(marquee_http_transfer *transfer) {
    atomic_store(&transfer->cancel_requested, 1);
    marquee_http_client *client = atomic_load(&transfer->client);
    if (!client) return;
    pthread_mutex_lock(&client->lock);
    if (!client->exited) curl.curl_multi_wakeup(client->multi);
    pthread_mutex_unlock(&client->lock);
}

marquee_http_result marquee_http_transfer_result(marquee_http_transfer *transfer) {
    pthread_mutex_lock(&transfer->lock);
    marquee_http_result result = {
        .outcome = transfer->done ? transfer->outcome : MARQUEE_HTTP_OTHER_FAILURE,
        .code = transfer->code,
        .status = transfer->status,
        .body = transfer->body,
        .body_count = transfer->body_count,
        .head = transfer->head,
        .head_count = transfer->head_count,
    };
    pthread_mutex_unlock(&transfer->lock);
    return result;
}

/// Appends `count` bytes to a growing buffer; 0 when out of memory.
static int append(uint8_t **buffer, size_t *used, size_t *capacity, const void *bytes, size_t count) {
    if (count > *capacity - *used) {
        size_t wanted = *capacity ? *capacity * 2 : 16384;
        while (wanted - *used < count) wanted *= 2;
        uint8_t *grown = realloc(*buffer, wanted);
        if (!grown) return 0;
        *buffer = grown;
        *capacity = wanted;
    }
    memcpy(*buffer + *used, bytes, count);
    *used += count;
    return 1;
}

static size_t on_body(char *bytes, size_t size, size_t count, void *context) {
    marquee_http_transfer *transfer = context;
    transfer->last_activity_ms = now_ms();
    if (!append(&transfer->body, &transfer->body_count, &transfer->body_capacity, bytes, size * count)) {
        transfer->out_of_memory = 1;
        return 0;
    }
    return size * count;
}

static size_t on_header(char *bytes, size_t size, size_t count, void *context) {
    marquee_http_transfer *transfer = context;
    size_t length = size * count;
    transfer->last_activity_ms = now_ms();
    if (length >= 5 && memcmp(bytes, "HTTP/", 5) == 0) {
        // A new answer (after a redirect, or a 100 Continue): its headers replace the last's.
        transfer->head_count = 0;
        transfer->body_count = 0;
        return length;
    }
    if (length <= 2) return length;
    if (!append((uint8_t **)&transfer->head, &transfer->head_count, &transfer->head_capacity, bytes, length)) {
        transfer->out_of_memory = 1;
        return 0;
    }
    return length;
}

static int on_progress(void *context, curl_off_t download_total, curl_off_t downloaded,
                       curl_off_t upload_total, curl_off_t uploaded) {
    (void)download_total;
    (void)upload_total;
    marquee_http_transfer *transfer = context;
    if (downloaded != transfer->last_downloaded || uploaded != transfer->last_uploaded) {
        transfer->last_downloaded = downloaded;
        transfer->last_uploaded = uploaded;
        transfer->last_activity_ms = now_ms();
    }
    return 0;
}

static marquee_http_outcome outcome_of(CURLcode code, int out_of_memory) {
    switch (code) {
    case CURLE_OK:
        return MARQUEE_HTTP_ANSWERED;
    case CURLE_OPERATION_TIMEDOUT:
        return MARQUEE_HTTP_TIMED_OUT;
    case CURLE_UNSUPPORTED_PROTOCOL:
    case CURLE_URL_MALFORMAT:
        return MARQUEE_HTTP_BAD_URL;
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_COULDNT_RESOLVE_PROXY:
        return MARQUEE_HTTP_HOST_NOT_FOUND;
    case CURLE_COULDNT_CONNECT:
        return MARQUEE_HTTP_CONNECTION_REFUSED;
    case CURLE_SEND_ERROR:
    case CURLE_RECV_ERROR:
    case CURLE_GOT_NOTHING:
    case CURLE_PARTIAL_FILE:
    case CURLE_HTTP2:
    case CURLE_HTTP2_STREAM:
        return MARQUEE_HTTP_CONNECTION_LOST;
    case CURLE_SSL_CONNECT_ERROR:
    case CURLE_PEER_FAILED_VERIFICATION:
    case CURLE_SSL_CERTPROBLEM:
    case CURLE_SSL_CIPHER:
    case CURLE_SSL_CACERT_BADFILE:
    case CURLE_SSL_ISSUER_ERROR:
    case CURLE_SSL_PINNEDPUBKEYNOTMATCH:
    case CURLE_SSL_INVALIDCERTSTATUS:
    case CURLE_SSL_CRL_BADFILE:
    case CURLE_SSL_SHUTDOWN_FAILED:
    case CURLE_SSL_ENGINE_NOTFOUND:
    case CURLE_SSL_ENGINE_SETFAILED:
    case CURLE_SSL_ENGINE_INITFAILED:
    case CURLE_USE_SSL_FAILED:
        return MARQUEE_HTTP_SECURE_CONNECTION_FAILED;
    case CURLE_WEIRD_SERVER_REPLY:
    case CURLE_BAD_CONTENT_ENCODING:
    case CURLE_TOO_MANY_REDIRECTS:
    case CURLE_RANGE_ERROR:
        return MARQUEE_HTTP_BAD_RESPONSE;
    case CURLE_OUT_OF_MEMORY:
        return MARQUEE_HTTP_OUT_OF_MEMORY;
    case CURLE_WRITE_ERROR:
        return out_of_memory ? MARQUEE_HTTP_OUT_OF_MEMORY : MARQUEE_HTTP_OTHER_FAILURE;
    default:
        return MARQUEE_HTTP_OTHER_FAILURE;
    }
}

/// Records how `transfer` ended, tells its owner, and gives up the client's reference.
static void finish(marquee_http_client *client, marquee_http_transfer *transfer, CURLcode code,
                   marquee_http_outcome outcome) {
    long status = 0;
    if (transfer->easy) {
        curl.curl_easy_getinfo(transfer->easy, CURLINFO_RESPONSE_CODE, &status);
        curl.curl_multi_remove_handle(client->multi, transfer->easy);
        curl.curl_easy_cleanup(transfer->easy);
        transfer->easy = NULL;
    }
    pthread_mutex_lock(&transfer->lock);
    transfer->code = (int)code;
    transfer->outcome = outcome;
    transfer->status = status;
    transfer->done = 1;
    pthread_mutex_unlock(&transfer->lock);
    transfer->completion(transfer->context);
    marquee_http_transfer_release(transfer);
}

#define SET(option, value)                                                  \
    if (curl.curl_easy_setopt(easy, option, value) != CURLE_OK) goto failed

/// The easy handle that sends `transfer`'s request; NULL when libcurl has no memory for it.
static CURL *easy_handle(marquee_http_transfer *transfer) {
    CURL *easy = curl.curl_easy_init();
    if (!easy) return NULL;
    SET(CURLOPT_URL, transfer->url);
    SET(CURLOPT_PRIVATE, transfer);
    // Never SIGALRM for name lookups' timeouts: signals belong to the program.
    SET(CURLOPT_NOSIGNAL, 1L);
    SET(CURLOPT_FOLLOWLOCATION, 1L);
    SET(CURLOPT_MAXREDIRS, 10L);
    // "" asks for every encoding libcurl can decode, and decodes the answer, as URLSession did.
    SET(CURLOPT_ACCEPT_ENCODING, "");
    SET(CURLOPT_WRITEFUNCTION, on_body);
    SET(CURLOPT_WRITEDATA, transfer);
    SET(CURLOPT_HEADERFUNCTION, on_header);
    SET(CURLOPT_HEADERDATA, transfer);
    SET(CURLOPT_NOPROGRESS, 0L);
    SET(CURLOPT_XFERINFOFUNCTION, on_progress);
    SET(CURLOPT_XFERINFODATA, transfer);
    SET(CURLOPT_CONNECTTIMEOUT_MS, transfer->idle_timeout_ms);
    // Older libcurls lack these two; http and https are then still the only schemes asked for.
    curl.curl_easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "http,https");
    curl.curl_easy_setopt(easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");

    const char *method = transfer->method;
    int sends_body = transfer->has_body || strcmp(method, "POST") == 0 || strcmp(method, "PUT") == 0 ||
                     strcmp(method, "PATCH") == 0;
    if (strcmp(method, "HEAD") == 0) {
        SET(CURLOPT_NOBODY, 1L);
    } else if (!sends_body && strcmp(method, "GET") == 0) {
        SET(CURLOPT_HTTPGET, 1L);
    } else {
        if (sends_body) {
            SET(CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)transfer->request_body_count);
            SET(CURLOPT_POSTFIELDS, transfer->request_body ? (const char *)transfer->request_body : "");
            // No "Expect: 100-continue" round trip, and no form content type made up for the body.
            if (marquee_http_transfer_add_header(transfer, "Expect:") != 0) goto failed;
            if (!transfer->has_content_type && marquee_http_transfer_add_header(transfer, "Content-Type:") != 0) {
                goto failed;
            }
        }
        if (strcmp(method, "POST") != 0) SET(CURLOPT_CUSTOMREQUEST, method);
    }
    if (transfer->header_lines) SET(CURLOPT_HTTPHEADER, transfer->header_lines);
    return easy;
failed:
    curl.curl_easy_cleanup(easy);
    return NULL;
}

#undef SET

// MARK: - The client's thread

static void *run_client(void *argument) {
    marquee_http_client *client = argument;
    marquee_http_transfer *running = NULL;
    for (;;) {
        pthread_mutex_lock(&client->lock);
        int stopping = client->stopping;
        marquee_http_transfer *arrived = client->pending;
        client->pending = NULL;
        pthread_mutex_unlock(&client->lock);

        while (arrived) {
            marquee_http_transfer *transfer = arrived;
            arrived = arrived->next;
            transfer->last_activity_ms = now_ms();
            transfer->easy = transfer->setup_failed ? NULL : easy_handle(transfer);
            if (!transfer->easy || curl.curl_multi_add_handle(client->multi, transfer->easy) != CURLM_OK) {
                finish(client, transfer, CURLE_OUT_OF_MEMORY, MARQUEE_HTTP_OUT_OF_MEMORY);
                continue;
            }
            transfer->next = running;
            running = transfer;
        }

        int active = 0;
        if (!stopping) {
            curl.curl_multi_perform(client->multi, &active);
            CURLMsg *message;
            int left;
            while ((message = curl.curl_multi_info_read(client->multi, &left))) {
                if (message->msg != CURLMSG_DONE) continue;
                marquee_http_transfer *ended = NULL;
                curl.curl_easy_getinfo(message->easy_handle, CURLINFO_PRIVATE, (char **)&ended);
                CURLcode code = message->data.result;
                for (marquee_http_transfer **link = &running; *link; link = &(*link)->next) {
                    if (*link == ended) {
                        *link = ended->next;
                        break;
                    }
                }
                if (ended) finish(client, ended, code, outcome_of(code, ended->out_of_memory));
            }
        }

        // Cancelled and idle transfers end here (and every one when the client stops).
        int64_t now = now_ms();
        for (marquee_http_transfer **link = &running; *link;) {
            marquee_http_transfer *transfer = *link;
            if (stopping || atomic_load(&transfer->cancel_requested)) {
                *link = transfer->next;
                finish(client, transfer, CURLE_ABORTED_BY_CALLBACK, MARQUEE_HTTP_CANCELLED);
            } else if (now - transfer->last_activity_ms > transfer->idle_timeout_ms) {
                *link = transfer->next;
                finish(client, transfer, CURLE_OPERATION_TIMEDOUT, MARQUEE_HTTP_TIMED_OUT);
            } else {
                link = &transfer->next;
            }
        }
        if (stopping) break;
        // A start, a cancel or a stop wakes the wait early.
        curl.curl_multi_poll(client->multi, NULL, 0, running ? 50 : 60000, NULL);
    }
    // Nothing is pending: a start after the stop ends at once, on its caller's thread.
    pthread_mutex_lock(&client->lock);
    client->exited = 1;
    pthread_mutex_unlock(&client->lock);
    curl.curl_multi_cleanup(client->multi);
    client->multi = NULL;
    client_release(client);
    return NULL;
}

marquee_http_client *marquee_http_client_create(const char *library, long max_host_connections,
                                                char *error, size_t error_size) {
    if (load_curl(library, error, error_size) != 0) return NULL;
    marquee_http_client *client = calloc(1, sizeof *client);
    if (!client) {
        snprintf(error, error_size, "out of memory");
        return NULL;
    }
    pthread_mutex_init(&client->lock, NULL);
    // One reference for the owner, one for the thread.
    atomic_init(&client->references, 2);
    client->multi = curl.curl_multi_init();
    if (!client->multi) {
        snprintf(error, error_size, "libcurl could not make a multi handle");
        pthread_mutex_destroy(&client->lock);
        free(client);
        return NULL;
    }
    curl.curl_multi_setopt(client->multi, CURLMOPT_MAX_HOST_CONNECTIONS, max_host_connections > 0 ? max_host_connections : 1L);

    // The thread takes no signal: they are the program's to handle.
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    pthread_t thread;
    int failed = pthread_create(&thread, NULL, run_client, client);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    if (failed) {
        snprintf(error, error_size, "no thread for the HTTP client: %s", strerror(failed));
        curl.curl_multi_cleanup(client->multi);
        pthread_mutex_destroy(&client->lock);
        free(client);
        return NULL;
    }
    pthread_detach(thread);
    return client;
}

void marquee_http_client_destroy(marquee_http_client *client) {
    pthread_mutex_lock(&client->lock);
    client->stopping = 1;
    if (!client->exited) curl.curl_multi_wakeup(client->multi);
    pthread_mutex_unlock(&client->lock);
    client_release(client);
}

void marquee_http_client_start(marquee_http_client *client, marquee_http_transfer *transfer,
                               marquee_http_completion completion, void *context) {
    atomic_fetch_add(&transfer->references, 1);
    atomic_fetch_add(&client->references, 1);
    atomic_store(&transfer->client, client);
    transfer->completion = completion;
    transfer->context = context;
    pthread_mutex_lock(&client->lock);
    if (client->exited || client->stopping) {
        pthread_mutex_unlock(&client->lock);
        pthread_mutex_lock(&transfer->lock);
        transfer->code = CURLE_ABORTED_BY_CALLBACK;
        transfer->outcome = MARQUEE_HTTP_CANCELLED;
        transfer->done = 1;
        pthread_mutex_unlock(&transfer->lock);
        completion(context);
        marquee_http_transfer_release(transfer);
        return;
    }
    transfer->next = client->pending;
    client->pending = transfer;
    curl.curl_multi_wakeup(client->multi);
    pthread_mutex_unlock(&client->lock);
}
