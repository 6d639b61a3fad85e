# Marquee — the two commands a newcomer needs:
#   make site   install what is missing, build, and publish output/ from the embedded catalog
#   make test   install what is missing and run every test
SHELL := /bin/bash
SWIFT ?= swift
# An import of a target not declared as a dependency fails the build, so the layer rule of
# DESIGN.md is checked by the compiler even when the module happens to be built already.
LAYER_CHECK := --explicit-target-dependency-import-check error
APT_PACKAGES := libcmark-dev libsqlite3-dev pkg-config python3
QUERIES ?= queries.txt
OUTPUT ?= output
VENV ?= .build-venv
CHECK_DIR ?= .build-site-check

.PHONY: site test check-site check-deps deps build release catalog templates clean help bench bench-small

help:
	@echo "make site       build and publish $(OUTPUT)/ from $(QUERIES) with the embedded catalog"
	@echo "make test       run every test, then make check-site"
	@echo "make check-site build a site from $(QUERIES) and check it: links, HTML validity, a real browser"
	@echo "make deps       install the system libraries (apt) when missing"
	@echo "make bench      benchmark a 300-query site against Hugo (release build); see docs/performance.md"
	@echo "make catalog    regenerate Sources/Data/Resources/catalog.tsv (needs Python and PyPI)"
	@echo "make templates  re-embed templates/ into the binary after editing them"

deps:
	@scripts/install-deps.sh $(APT_PACKAGES)

build: deps
	$(SWIFT) build $(LAYER_CHECK)

release: deps
	$(SWIFT) build -c release --product marquee $(LAYER_CHECK)

site: release
	.build/release/marquee build --queries $(QUERIES) --output $(OUTPUT)

test: deps
	$(SWIFT) build --build-tests $(LAYER_CHECK)
	$(SWIFT) test --skip-build
	@$(MAKE) --no-print-directory check-site
	@$(MAKE) --no-print-directory bench-small

check-deps:
	@scripts/install-check-deps.sh $(VENV)

# Screenshots land in $(CHECK_DIR)/screenshots; the desktop one of a results page becomes the README's.
check-site: deps check-deps
	$(SWIFT) build --product marquee
	$(VENV)/bin/python scripts/check_site.py --marquee "$$($(SWIFT) build --show-bin-path)/marquee" \
		--queries $(QUERIES) --work $(CHECK_DIR) --readme-screenshot docs/screenshot.png

# The benchmark (bench/run_bench.py): full size on a release build; CI runs the small size on the
# debug build so that it cannot rot (its timings are reported, never asserted).
bench: deps
	@scripts/install-deps.sh hugo
	$(SWIFT) build -c release --product marquee
	python3 bench/run_bench.py --marquee .build/release/marquee

bench-small: deps
	@scripts/install-deps.sh hugo
	$(SWIFT) build --product marquee
	python3 bench/run_bench.py --small --marquee "$$($(SWIFT) build --show-bin-path)/marquee"

catalog:
	python3 scripts/convert_catalog.py

templates:
	python3 scripts/embed_templates.py

clean:
	rm -rf .build .marquee $(VENV) $(CHECK_DIR)
