# Install a11y-lint for an app team: `make install` (PREFIX=/usr/local by default; `make install PREFIX=~/.local`).
# Needs a Swift 6.1+ toolchain; the product has no package dependencies.
PREFIX ?= /usr/local
BINDIR := $(PREFIX)/bin
CONFIGURATION := release

.PHONY: build install uninstall artifactbundle

build:
	swift build -c $(CONFIGURATION) --product a11y-lint

install: build
	install -d "$(BINDIR)"
	install -m 0755 "$$(swift build -c $(CONFIGURATION) --show-bin-path)/a11y-lint" "$(BINDIR)/a11y-lint"

uninstall:
	rm -f "$(BINDIR)/a11y-lint"

# A SwiftPM artifact bundle (a11y-lint.artifactbundle.zip) for a binaryTarget, so a build-tool plugin can run a
# prebuilt binary instead of building the linter in every app.
artifactbundle:
	scripts/make-artifactbundle.sh
