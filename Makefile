# Canopy: `make run` starts the whole product with demo data; `make test` runs everything CI runs.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := run

export CARGO_TARGET_DIR ?= $(HOME)/.cache/canopy-target
CANOPY := $(CARGO_TARGET_DIR)/debug/canopy
# The Rust tests' private PostgreSQL cluster (shared by the test binaries, stopped at the end).
TEST_PG_DIR ?= $(CURDIR)/var/test-pg
CHROMIUM ?= /usr/bin/chromium
# pyx12, the reference X12 validator the Rust tests check the 834 files they write with.
PYX12_VERSION := 4.0.0
PYX12_VENV := $(CURDIR)/var/pyx12

.PHONY: run test build server ui deps postgres pgbouncer chromium pyx12 openapi check-openapi lint-rust test-rust test-ui api-fuzz fuzz e2e bench clean

## run: build everything, start a private PostgreSQL under var/pg, migrate, seed the demo agency, serve :8080
run: postgres build
	$(CANOPY) serve --seed

## test: everything CI checks
test: postgres build check-openapi lint-rust test-rust test-ui api-fuzz e2e
	@echo "make test: all checks passed"

build: server ui

server:
	cargo build -p platform --bin canopy

ui: deps
	npm run build

deps: node_modules/.canopy-installed

node_modules/.canopy-installed: package-lock.json package.json openapi/package.json portal-ui/package.json admin-ui/package.json e2e/package.json
	PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
	touch $@

## postgres: PostgreSQL server binaries for the private cluster (apt, when missing and no DATABASE_URL)
postgres:
	@if [ -z "$${DATABASE_URL:-}" ] && ! command -v initdb >/dev/null && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then \
		echo "installing PostgreSQL (apt)"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null; \
	fi

## pgbouncer: Debian's PgBouncer, which the replica tests serve through (apt, when missing)
pgbouncer:
	@if ! command -v pgbouncer >/dev/null && [ ! -x /usr/sbin/pgbouncer ]; then \
		echo "installing PgBouncer (apt)"; \
		apt-get update -qq && RUNLEVEL=1 DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer >/dev/null; \
	fi

## chromium: Debian's Chromium for the browser suite (never a downloaded browser)
chromium:
	@if [ ! -x "$(CHROMIUM)" ]; then \
		echo "installing Chromium (apt)"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	fi

## pyx12: the X12 validator (PyPI) in a virtual environment under var/pyx12, when missing
pyx12: $(PYX12_VENV)/.installed-$(PYX12_VERSION)

$(PYX12_VENV)/.installed-$(PYX12_VERSION):
	python3 -m venv $(PYX12_VENV)
	$(PYX12_VENV)/bin/pip install --quiet --disable-pip-version-check pyx12==$(PYX12_VERSION)
	touch $@

## openapi: export the OpenAPI document and regenerate the TypeScript types (commit both)
openapi: server deps
	$(CANOPY) openapi --out openapi/openapi.json
	npm run gen:api

## check-openapi: fail when the committed spec or types differ from a fresh export
check-openapi: server deps
	@tmp=$$(mktemp -d); \
	$(CANOPY) openapi --out $$tmp/openapi.json >/dev/null; \
	npx openapi-typescript $$tmp/openapi.json -o $$tmp/schema.d.ts >/dev/null 2>&1; \
	if ! diff -q $$tmp/openapi.json openapi/openapi.json >/dev/null || ! diff -q $$tmp/schema.d.ts openapi/schema.d.ts >/dev/null; then \
		echo "openapi/ is stale: run 'make openapi' and commit openapi/openapi.json and openapi/schema.d.ts"; \
		diff -u openapi/openapi.json $$tmp/openapi.json | head -40 || true; \
		exit 1; \
	fi; \
	rm -rf $$tmp; echo "openapi: spec and types are current"

## lint-rust: rustfmt's layout, then clippy over every crate and test, warnings as errors
lint-rust:
	cargo fmt --all --check
	cargo clippy -q --workspace --all-targets -- -D warnings

test-rust: postgres pgbouncer pyx12 server
	@mkdir -p var; status=0; \
	CANOPY_TEST_PG_DIR=$(TEST_PG_DIR) CANOPY_PYX12=$(PYX12_VENV)/bin/python cargo test --workspace 2>&1 | tee var/test-rust.log || status=$$?; \
	$(CANOPY) pg-stop --dir $(TEST_PG_DIR) >/dev/null 2>&1 || true; \
	if [ $$status -ne 0 ]; then scripts/rust-failure-digest.sh var/test-rust.log; fi; \
	exit $$status

test-ui: deps
	npm run typecheck
	npm run lint
	npm run test:unit

## api-fuzz: schemathesis against the built server (signed out, broker, owner), bounded in time
api-fuzz: server ui
	CANOPY_BIN=$(CANOPY) ST_MAX_TIME=$${ST_MAX_TIME:-150} bash scripts/schemathesis.sh

## fuzz: the longer run, not part of `make test`: every role, create-read-update-delete chains
## (schemathesis's stateful phase) beside the other phases; ST_MAX_TIME seconds per role and part
fuzz: server ui
	CANOPY_BIN=$(CANOPY) ST_ROLES=all ST_PHASES=examples,coverage,fuzzing,stateful \
		ST_EXAMPLES=$${ST_EXAMPLES:-100} ST_MAX_TIME=$${ST_MAX_TIME:-120} bash scripts/schemathesis.sh

e2e: chromium server ui
	CANOPY_BIN=$(CANOPY) CHROMIUM_PATH=$(CHROMIUM) npm run e2e

clean:
	rm -rf portal-ui/dist admin-ui/dist node_modules var/test-pg
