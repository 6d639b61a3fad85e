# Marquee — the two commands a newcomer needs:
#   make site   install what is missing, build, and publish output/ from the embedded catalog
#   make test   install what is missing and run every test
SHELL := /bin/bash
SWIFT ?= swift
APT_PACKAGES := libcmark-dev libsqlite3-dev pkg-config python3
QUERIES ?= queries.txt
OUTPUT ?= output
VENV ?= .build-venv
CHECK_DIR ?= .build-site-check

.PHONY: site test check-site check-deps deps build release catalog templates clean help

help:
	@echo "make site       build and publish $(OUTPUT)/ from $(QUERIES) with the embedded catalog"
	@echo "make test       run every test, then make check-site"
	@echo "make check-site build a site from $(QUERIES) and check it: links, HTML validity, a real browser"
	@echo "make deps       install the system libraries (apt) when missing"
	@echo "make catalog    regenerate Sources/Data/Resources/catalog.tsv (needs Python and PyPI)"
	@echo "make templates  re-embed templates/ into the binary after editing them"

deps:
	@scripts/install-deps.sh $(APT_PACKAGES)

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product marquee

site: release
	.build/release/marquee build --queries $(QUERIES) --output $(OUTPUT)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	@$(MAKE) --no-print-directory check-site

check-deps:
	@scripts/install-check-deps.sh $(VENV)

# Screenshots land in $(CHECK_DIR)/screenshots; the desktop one of a results page becomes the README's.
check-site: deps check-deps
	$(SWIFT) build --product marquee
	$(VENV)/bin/python scripts/check_site.py --marquee "$$($(SWIFT) build --show-bin-path)/marquee" \
		--queries $(QUERIES) --work $(CHECK_DIR) --readme-screenshot docs/screenshot.png

catalog:
	python3 scripts/convert_catalog.py

templates:
	python3 scripts/embed_templates.py

clean:
	rm -rf .build .marquee $(VENV) $(CHECK_DIR)
