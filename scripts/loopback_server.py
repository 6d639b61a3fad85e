"""What the loopback test servers of scripts/ share: how they start, report their port and stop."""

import signal
import sys
import threading


def serve(server, max_lifetime):
    """Prints the port of `server` (an http.server bound to 127.0.0.1) on the first line of
    standard output, then serves until SIGTERM or SIGINT, until standard input is closed (so the
    server never outlives the test that started it), or for `max_lifetime` seconds."""
    server.daemon_threads = True
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())

    def watch_stdin():
        try:
            while sys.stdin.buffer.read(4096):
                pass
        except (OSError, ValueError):
            pass
        stop.set()

    threading.Thread(target=watch_stdin, daemon=True).start()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    print(server.server_address[1], flush=True)
    stop.wait(max_lifetime)
    server.shutdown()
    server.server_close()
