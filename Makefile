# Two commands set everything up on a fresh Debian machine: `make run` and `make test`.
# Both install what is missing first (apt-get as root; otherwise they print the command).

SWIFT ?= swift
PREFIX ?= /usr/local
BIN_DEBUG = .build/debug/uistate
BIN_RELEASE = .build/release/uistate

.PHONY: all deps test-deps build release run test bench fuzz tsan install clean help example-plugin protocol-types

all: build

help:
	@echo "make run        build, then replay the example scenarios (the main job)"
	@echo "make test       every test CI runs, and the release build's conformance, HTTP and inspector suites"
	@echo "make bench      benchmarks, release build, against C baselines (not part of test)"
	@echo "make fuzz       libFuzzer runs of framing and message decoding (not part of test)"
	@echo "make tsan       the test suite under ThreadSanitizer (not part of test)"
	@echo "make install    install uistate into PREFIX/bin (PREFIX=$(PREFIX))"
	@echo "make example-plugin  build and test examples/plugins/stepper, then load it (also part of test)"
	@echo "make protocol-types  print the Swift generated from protocol/openrpc.json (request types)"

deps:
	@scripts/ensure-deps.sh build

test-deps:
	@scripts/ensure-deps.sh test

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

run: build
	@scripts/run-main-job.sh $(BIN_DEBUG)

# Every suite runs even when one fails; a line per suite at the end (scripts/test-all.sh).
test: test-deps
	@scripts/test-all.sh

bench: deps
	@benchmarks/run.sh

fuzz: deps
	@fuzz/run.sh

tsan: deps
	$(SWIFT) test --sanitize=thread

install: release
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(BIN_RELEASE) $(DESTDIR)$(PREFIX)/bin/uistate

# Its own package with its own .build (about 20 s from clean here), so `make test` runs it too;
# docs/decisions.md: only while `make test` stays under 20 minutes.
# The request types are generated at build time from protocol/openrpc.json (ProtocolCodegenPlugin).
protocol-types: deps
	@scripts/protocol-types.sh

example-plugin: deps
	@scripts/example-plugin.sh

clean:
	rm -rf .build
